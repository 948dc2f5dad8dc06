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
export const isString = (v: unknown): v is string => typeof v === "string";
export const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
export const isId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);
/** An id that can name one of our rows (others are answered as not found). */
export const isRowId = (v: number): boolean => v >= 1 && v <= MAX_ROW_ID;

/** A named parameter, with AnkiConnect's wording when it is missing. */
export function param<T>(params: Params, name: string, check: (v: unknown) => v is T, action: string): T {
  const value = params[name];
  if (value === undefined) throw new ActionError(`${action}() missing required argument: '${name}'`);
  if (!check(value)) throw new ActionError(`${action}(): parameter "${name}" has the wrong type`);
  return value;
}

/** A list parameter of at most `max` entries. */
export function batch(params: Params, name: string, action: string, max = MAX_NOTES): unknown[] {
  const list = param(params, name, isArray, action);
  if (list.length > max) throw new ActionError(`${action}() takes at most ${max} ${name} at once`);
  return list;
}

/** A list of ids (at most MAX_IDS); entries that are not integers are refused. */
export function ids(params: Params, name: string, action: string): number[] {
  const list = batch(params, name, action, MAX_IDS);
  if (!list.every(isId)) throw new ActionError(`${action}(): "${name}" must be a list of integer ids`);
  return list;
}
