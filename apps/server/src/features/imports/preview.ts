import type { ImportMapping } from "@app/domain/create/own-deck";
import type { ImportSource, SourceNote } from "./source";

const PREVIEW_ROWS = 10;
const PREVIEW_PROBLEMS = 50;
const READING_FIELD = /reading|pinyin|kana|furigana|romaji|romani[sz]ation|pronunciation|transliteration/i;

export interface ImportPreview {
  kind: "delimited" | "anki";
  fileName: string;
  fields: string[];
  rows: string[][];
  decks: { id: number; name: string; notes: number }[];
  notes: number;
  reviews: number;
  problems: { line: number; reason: string }[];
  suggested: ImportMapping;
}

function baseName(fileName: string): string {
  return (
    fileName
      .replace(/^.*[\\/]/, "")
      .replace(/\.[^.]+$/, "")
      .trim() || "Imported deck"
  ).slice(0, 80);
}

function suggest(fields: string[], deckName: string): ImportMapping {
  const readingIndex = fields.findIndex((f, i) => i > 1 && READING_FIELD.test(f));
  const reading =
    readingIndex >= 0 ? readingIndex : fields.length > 2 && fields[1] && READING_FIELD.test(fields[1]) ? 1 : null;
  // "Hanzi, Pinyin, Meaning": the reading sits between term and translation.
  const translation = reading === 1 ? 2 : 1;
  return { term: 0, translation, reading, deckName };
}

/** What the learner sees before choosing the mapping: the fields, the first rows, the decks and the counts. */
export function previewOf(source: ImportSource): ImportPreview {
  if (source.kind === "delimited") {
    return {
      kind: "delimited",
      fileName: source.fileName,
      fields: source.fields,
      rows: source.notes.slice(0, PREVIEW_ROWS).map((n) => n.fields),
      decks: [],
      notes: source.notes.length,
      reviews: 0,
      problems: source.problems.slice(0, PREVIEW_PROBLEMS),
      suggested: suggest(source.fields, baseName(source.fileName)),
    };
  }
  const { pkg } = source;
  // The note type most notes use (cloze types cannot be words) gives the field names.
  const usage = new Map<number, number>();
  for (const note of source.notes.values()) {
    if (!note.cloze) usage.set(note.noteTypeId, (usage.get(note.noteTypeId) ?? 0) + 1);
  }
  const mainType = [...usage.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fields = mainType !== undefined ? (source.noteTypes.get(mainType)?.fields ?? []) : [];
  const sample: SourceNote[] = [];
  for (const note of source.notes.values()) {
    if (note.noteTypeId === mainType) sample.push(note);
    if (sample.length === PREVIEW_ROWS) break;
  }

  // A note counts in the deck of its first card.
  const deckOfNote = new Map<number, number>();
  for (const card of [...pkg.cards].sort((a, b) => a.ordinal - b.ordinal)) {
    if (!deckOfNote.has(card.noteId)) deckOfNote.set(card.noteId, card.originalDeckId || card.deckId);
  }
  const perDeck = new Map<number, number>();
  for (const deckId of deckOfNote.values()) perDeck.set(deckId, (perDeck.get(deckId) ?? 0) + 1);
  const decks = pkg.decks
    .filter((d) => !d.filtered && (perDeck.get(d.id) ?? 0) > 0)
    .map((d) => ({ id: d.id, name: d.name, notes: perDeck.get(d.id) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const roots = new Set(decks.map((d) => d.name.split("::")[0]));
  const deckName = roots.size === 1 ? [...roots][0]! : baseName(source.fileName);
  return {
    kind: "anki",
    fileName: source.fileName,
    fields: fields.length > 0 ? fields : ["Front", "Back"],
    rows: sample.map((n) => n.fields),
    decks,
    notes: pkg.notes.length,
    reviews: pkg.revlog.length,
    problems: [],
    suggested: suggest(fields, deckName.slice(0, 80)),
  };
}
