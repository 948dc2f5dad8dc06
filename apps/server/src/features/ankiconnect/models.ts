import { imageRefs, isSafeMediaName, soundRefs, toSafeText } from "@app/import-reader";
import { AUDIO_TYPES, typeByExtension } from "../../lib/media-types";

/** The note types offered to tools, with their fields in order (what `modelFieldNames` answers). */
export const WORD_MODEL = "Lexistep Word";
export const BASIC_MODEL = "Basic";
// No prototype: a name every object inherits ("constructor", "toString") is no model.
export const MODELS: Record<string, string[]> = Object.assign(Object.create(null) as Record<string, string[]>, {
  [WORD_MODEL]: [
    "Word",
    "Reading",
    "Meaning",
    "Sentence",
    "SentenceMeaning",
    "WordAudio",
    "SentenceAudio",
    "Picture",
    "Notes",
  ],
  [BASIC_MODEL]: ["Front", "Back"],
});
/** Stable ids for `modelNamesAndIds`-style answers. */
export const MODEL_IDS: Record<string, number> = { [WORD_MODEL]: 1_700_000_000_001, [BASIC_MODEL]: 1_700_000_000_002 };

/** Longest text kept in a word's term or meaning (the editor's limit); longer meanings are cut. */
const MAX_TEXT = 500;
const MAX_CONTEXT = 2_000;

/** What a note becomes: the word's columns, and the fields as safe text for reading the note back. */
export interface MappedNote {
  model: string;
  term: string;
  translation: string;
  reading: string | null;
  sentence: string | null;
  sentenceMeaning: string | null;
  /** Media names referenced by the fields, to be found among the learner's stored files. */
  wordAudio: string | null;
  sentenceAudio: string | null;
  picture: string | null;
  fields: Record<string, string>;
  /** The note's tags (AnkiConnect's `tags`), cleaned by `cleanTags`. */
  tags: string[];
}

export class NoteError extends Error {}

/** Half a surrogate pair with no other half (JSON's `\ud800`, an entity like `&#55296;`, text cut in an emoji). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text PostgreSQL can store: a lone half of a surrogate pair becomes U+FFFD. */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, "\uFFFD");

/** Text cut to `max` UTF-16 units with "…", never inside a surrogate pair (PostgreSQL refuses a lone half). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 2] ?? "") ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 100;

/** Tags as AnkiConnect takes them (a list, or one string of space-separated tags): no spaces, no repeats. */
export function cleanTags(given: unknown): string[] {
  const list = typeof given === "string" ? [given] : Array.isArray(given) ? given : [];
  const out = new Map<string, string>();
  for (const entry of list) {
    if (typeof entry !== "string") continue;
    for (const tag of entry.split(/\s+/)) {
      if (tag.length === 0 || tag.length > MAX_TAG_LENGTH || out.size >= MAX_TAGS) continue;
      if (!out.has(tag.toLowerCase())) out.set(tag.toLowerCase(), tag);
    }
  }
  return [...out.values()];
}

/** A note's fields by our field names, matched without regard to case (as AnkiConnect does). */
function byFieldName(model: string, given: Record<string, unknown>): Record<string, string> {
  const names = MODELS[model] ?? [];
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    const ours = names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (ours && typeof value === "string") out[ours] = value;
  }
  return out;
}

const firstSafe = (names: string[]) => names.find((name) => isSafeMediaName(name)) ?? null;
const orNull = (text: string) => (text.length > 0 ? text : null);

/**
 * A tool's note → a word. HTML becomes safe text as imports do; `[sound:…]` and `<img src>` name files stored
 * before with `storeMediaFile`. Throws a NoteError (AnkiConnect's wording) for a note that cannot be a word
 * (with `probe`, as `canAddNotes` asks: a note with its first field alone).
 */
export function mapNote(model: string, given: Record<string, unknown>, check: "add" | "probe" = "add"): MappedNote {
  if (!MODELS[model]) throw new NoteError(`model was not found: ${model}`);
  const raw = byFieldName(model, given);
  const text = (name: string) => wellFormed(toSafeText(raw[name] ?? ""));
  const basic = model === BASIC_MODEL;
  const term = cut(text(basic ? "Front" : "Word"), MAX_TEXT);
  const translation = cut(text(basic ? "Back" : "Meaning"), MAX_TEXT);
  if (term.length === 0) throw new NoteError("cannot create note because it is empty");
  // Tools probe with the first field alone (Yomitan's duplicate check): only adding needs the meaning.
  if (translation.length === 0 && check === "add") {
    throw new NoteError(`cannot create note because the field "${basic ? "Back" : "Meaning"}" is empty`);
  }
  const all = Object.values(raw).join(" ");
  const wordAudio = firstSafe(soundRefs(raw.WordAudio ?? "")) ?? (basic ? firstSafe(soundRefs(all)) : null);
  const fields = Object.fromEntries((MODELS[model] ?? []).map((name) => [name, cut(text(name), MAX_CONTEXT)]));
  return {
    model,
    term,
    translation,
    reading: basic ? null : orNull(cut(text("Reading"), MAX_TEXT)),
    sentence: basic ? null : orNull(cut(text("Sentence"), MAX_CONTEXT)),
    sentenceMeaning: basic ? null : orNull(cut(text("SentenceMeaning"), MAX_CONTEXT)),
    wordAudio,
    sentenceAudio: basic ? null : firstSafe(soundRefs(raw.SentenceAudio ?? "")),
    picture: firstSafe(imageRefs(raw.Picture ?? "")) ?? (basic ? firstSafe(imageRefs(all)) : null),
    fields,
    tags: [],
  };
}

const MIME: Record<string, string> = {
  ...AUDIO_TYPES,
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

/** The type of a stored file from its name: audio and pictures only. */
export function mediaMime(name: string): string | null {
  return typeByExtension(name, MIME);
}
