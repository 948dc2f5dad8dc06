import { z } from "zod";

/** An action's failure, answered as AnkiConnect does: `{ result: null, error: message }`. */
export class ActionError extends Error {}

export type Params = Record<string, unknown>;

/** The most actions one `multi` may carry, and notes one `addNotes`, `canAddNotes` or `updateNoteFields` batch. */
export const MAX_MULTI = 250;
export const MAX_NOTES = 250;
/** The most ids `notesInfo`, `cardsInfo`, `suspend`, `addTags`… take in one call. */
export const MAX_IDS = 1000;
/** The most ids a search (`findNotes`, `findCards`, `guiBrowse`) answers; past it the search is refused. */
export const MAX_FOUND = 10_000;

/** Ids of our rows are PostgreSQL `integer`s: anything outside can match nothing. */
const MAX_ROW_ID = 2 ** 31 - 1;

export const isObject = (v: unknown): v is Params => typeof v === "object" && v !== null && !Array.isArray(v);
/** An id that can name one of our rows (others are answered as not found). */
export const isRowId = (v: number): boolean => v >= 1 && v <= MAX_ROW_ID;

/**
 * A value as a template literal writes it (AnkiConnect's texts quote what was sent), also for an object whose
 * `toString` a JSON key replaced (which a template cannot write).
 */
export function textOf(value: unknown): string {
  try {
    return `${value}`;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** A JSON object (not a list), kept as it was sent. */
export const anObject = z.custom<Params>(isObject);
/** A list parameter of at most `max` entries. */
export const list = (max = MAX_NOTES) => z.array(z.unknown()).max(max);
/** A list of at most MAX_IDS ids (safe integers), its length checked before its entries. */
export const idList = list(MAX_IDS).pipe(z.array(z.int()));

/**
 * AnkiConnect's text for a parameter a schema refuses without its own message: a missing or wrongly typed
 * parameter, a list longer than its bound, an entry of an id list that is not an integer.
 */
function ankiText(action: string, issue: z.core.$ZodRawIssue): string {
  const [name, ...inside] = (issue.path ?? []).map(String);
  if (inside.length > 0) return `${action}(): "${name}" must be a list of integer ids`;
  if (issue.code === "too_big" && issue.origin === "array") {
    return `${action}() takes at most ${issue.maximum} ${name} at once`;
  }
  if (issue.input === undefined) return `${action}() missing required argument: '${name}'`;
  return `${action}(): parameter "${name}" has the wrong type`;
}

/** An action's params as its schema reads them; the first issue is refused with AnkiConnect's text. */
export function parseParams<S extends z.ZodType>(action: string, schema: S, params: unknown): z.output<S> {
  const parsed = schema.safeParse(params, { error: (issue) => ankiText(action, issue) });
  if (!parsed.success) throw new ActionError(parsed.error.issues[0]?.message ?? `${action}(): invalid parameters`);
  return parsed.data;
}

/** An action answered from its params as `schema` reads them (the action's name is AnkiConnect's, for errors). */
export function withParams<S extends z.ZodType, C, R>(schema: S, run: (ctx: C, params: z.output<S>) => R) {
  return (ctx: C, params: Params, action: string): R => run(ctx, parseParams(action, schema, params));
}
