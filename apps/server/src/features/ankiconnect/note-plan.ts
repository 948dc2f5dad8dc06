// A note as tools send it, checked down to the word it would become and the files it brings (checked, not
// stored): pure, so a refused note (a bad field, a bad file) leaves nothing behind.
import { z } from "zod";
import { MEDIA_FILE, type MediaFile } from "./media-file";
import type { MiningDeck } from "./mining-deck";
import { cleanTags, type MappedNote, MODELS, mapNote, NoteError } from "./models";
import { isObject, type Params, textOf } from "./params";

export function findDeck(decks: MiningDeck[], name: string): MiningDeck | undefined {
  return decks.find((d) => d.name === name) ?? decks.find((d) => d.name.toLowerCase() === name.toLowerCase());
}

/** A value parsed by a schema whose issues all carry AnkiConnect's text; the first is the note's refusal. */
function parseNote<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new NoteError(parsed.error.issues[0]?.message ?? "note is not valid");
  return parsed.data;
}

const modelNotFound = (issue: { input?: unknown }) => `model was not found: ${textOf(issue.input)}`;
/** A model's name among the models offered (`MODELS`), else AnkiConnect's "model was not found". */
export const modelName = z
  .string({ error: modelNotFound })
  .refine((name) => Boolean(MODELS[name]), { error: modelNotFound });

const isString = (v: unknown): v is string => typeof v === "string";

/** A note's own file: checked as `storeMediaFile` checks one, with the note's fields it is named in. */
const MEDIA_ENTRY = z.intersection(
  MEDIA_FILE,
  z.object({
    fields: z
      .unknown()
      .optional()
      .transform((v) => (Array.isArray(v) ? v.filter(isString) : [])),
  }),
);
type MediaEntry = z.output<typeof MEDIA_ENTRY>;

/** A note's `audio` or `picture`: one entry or a list of them; entries that are not objects are skipped. */
const ATTACHED = z
  .unknown()
  .optional()
  .transform((given) => (given === undefined ? [] : [given].flat().filter(isObject)))
  .pipe(z.array(MEDIA_ENTRY));

const givenFields = z.custom<Params>(isObject, { error: "note is missing its fields" });

/** A note to add, checked in AnkiConnect's order: its model, its deck (among the learner's), fields, files. */
function noteToAdd(decks: MiningDeck[]) {
  return z.object(
    {
      modelName,
      deckName: z
        .unknown()
        .optional()
        .transform((name, ctx) => {
          const deck = typeof name === "string" ? findDeck(decks, name) : undefined;
          if (deck) return deck;
          ctx.addIssue({ code: "custom", message: `deck was not found: ${textOf(name)}`, input: name });
          return z.NEVER;
        }),
      fields: givenFields,
      audio: ATTACHED,
      picture: ATTACHED,
      tags: z.unknown().optional(),
      options: z.unknown().optional(),
    },
    { error: "note must be an object" },
  );
}

const asObject = (v: unknown): Params => (isObject(v) ? v : {});
const optionalBoolean = (name: string) => z.boolean({ error: `option parameter "${name}" must be boolean` }).optional();

/** A note's `options` (anything but an object is none), as AnkiConnect's duplicate check reads them. */
const OPTIONS = z.preprocess(
  asObject,
  z.object({
    allowDuplicate: optionalBoolean("allowDuplicate"),
    duplicateScope: z.unknown().optional(),
    duplicateScopeOptions: z.preprocess(
      asObject,
      z.object({
        deckName: z
          .unknown()
          .optional()
          .transform((v) => (typeof v === "string" ? v : null)),
        checkChildren: optionalBoolean("duplicateScopeOptions.checkChildren"),
        checkAllModels: optionalBoolean("duplicateScopeOptions.checkAllModels"),
      }),
    ),
  }),
);

/**
 * Where a note's first field must be new (AnkiConnect's `options`): "allowed" with `allowDuplicate`; the
 * decks given by `duplicateScope: "deck"` (the note's deck, or `duplicateScopeOptions.deckName`: a deck that
 * does not exist holds no duplicate); otherwise null, every deck of the learner (Anki's collection).
 */
function duplicateScope(options: z.output<typeof OPTIONS>, deck: MiningDeck, decks: MiningDeck[]) {
  if (options.allowDuplicate === true) return "allowed" as const;
  if (options.duplicateScope !== "deck") return null;
  const named = options.duplicateScopeOptions.deckName;
  if (named === null) return [deck.id];
  const other = findDeck(decks, named);
  return other ? [other.id] : [];
}

/** The note's fields with each file named in the fields its entry gives (`[sound:…]`, `<img src="…">`). */
function withMedia(fields: Params, audio: MediaEntry[], picture: MediaEntry[]): Params {
  const out: Params = { ...fields };
  const name = (entries: MediaEntry[], ref: (filename: string) => string) => {
    for (const entry of entries) {
      for (const field of entry.fields) {
        out[field] = `${typeof out[field] === "string" ? out[field] : ""}${ref(entry.filename)}`;
      }
    }
  };
  name(audio, (filename) => `[sound:${filename}]`);
  name(picture, (filename) => `<img src="${filename}">`);
  return out;
}

const filesOf = (entries: MediaEntry[]): MediaFile[] =>
  entries.map(({ filename, mime, data }) => ({ filename, mime, data }));

export interface NotePlan {
  deck: MiningDeck;
  mapped: MappedNote;
  files: MediaFile[];
  /** Where its first field must be new: the learner's decks (null: all), or "allowed" (no check). */
  scope: string[] | null | "allowed";
}

/**
 * A note to add (`addNote`, `addNotes`, `canAddNotes`) as the word it would become, or its refusal (with
 * `probe`, as `canAddNotes` asks: a note with its first field alone).
 */
export function planNote(note: unknown, decks: MiningDeck[], check: "add" | "probe" = "add"): NotePlan {
  const given = parseNote(noteToAdd(decks), note);
  const fields = withMedia(given.fields, given.audio, given.picture);
  const mapped = { ...mapNote(given.modelName, fields, check), tags: cleanTags(given.tags) };
  const scope = duplicateScope(parseNote(OPTIONS, given.options), given.deckName, decks);
  return { deck: given.deckName, mapped, files: filesOf([...given.audio, ...given.picture]), scope };
}

/** `updateNoteFields`' params: the note's id first (an id that is not one is a note not found). */
export const UPDATE_PARAMS = z.object({
  note: z.looseObject({ id: z.int({ error: (issue) => `note was not found: ${textOf(issue.input)}` }) }),
});

const NOTE_CHANGE = z.object({
  fields: z
    .unknown()
    .optional()
    .transform((v) => (isObject(v) ? v : {})),
  audio: ATTACHED,
  picture: ATTACHED,
});

/**
 * A note's new fields (`updateNoteFields`) over its current ones: only the fields given (names matched without
 * regard to case) change. The word as it becomes, the fields changed and the files it brings.
 */
export function planUpdate(current: { modelName: string; fields: Record<string, { value: string }> }, note: Params) {
  const change = parseNote(NOTE_CHANGE, note);
  const merged: Params = Object.fromEntries(Object.entries(current.fields).map(([n, f]) => [n, f.value]));
  const names = new Set<string>();
  for (const [name, value] of Object.entries(withMedia(change.fields, change.audio, change.picture))) {
    const ours = Object.keys(merged).find((n) => n.toLowerCase() === name.toLowerCase());
    if (ours && typeof value === "string") {
      merged[ours] = value;
      names.add(ours);
    }
  }
  const mapped = mapNote(current.modelName, merged);
  return { mapped, names, files: filesOf([...change.audio, ...change.picture]) };
}
