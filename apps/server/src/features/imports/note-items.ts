import { clozeItem, clozeNumbers } from "@app/domain/create/cloze";
import { type ImportMapping, OWN_WORD_FIELD_MAX } from "@app/domain/create/own-deck";
import type { AnkiCard } from "@app/import-reader";
import { type PlannedWord, SKIP, toWord } from "./plan";
import type { SourceNote } from "./source";

/** One item of a note, before its deck and history are added: its fields and the card that carries its memory. */
export type NoteItem = Omit<PlannedWord, "deckKey" | "progress" | "logs" | "suspended" | "audio"> & {
  card: AnkiCard | undefined;
};

const PRODUCTION_ORDINAL = 1;

/**
 * A standard note's items: its word (the card of the first template: recognition) and, when the note has a
 * card of the second template ("Basic (and reversed)"), a 'production' item with that card's memory. Cards of
 * further templates are left for the caller to count.
 */
export function standardItems(
  note: SourceNote,
  cards: AnkiCard[],
  mapping: ImportMapping,
  ankiKey: string | null,
): { items: NoteItem[]; extra: AnkiCard[] } | { skip: string } {
  const word = toWord(note, mapping);
  if ("skip" in word) return word;
  const key = ankiKey ?? `t:${word.term}`;
  const reversed = ankiKey !== null ? cards.find((c) => c.ordinal === PRODUCTION_ORDINAL) : undefined;
  const first = cards.find((c) => c.ordinal === 0) ?? cards.find((c) => c !== reversed);
  const base = { ...word, sentence: null, clozeNumber: null, clozeHint: null };
  const items: NoteItem[] = [{ ...base, key, kind: "word", rootKey: null, card: first }];
  if (reversed)
    items.push({ ...base, key: `${key}:${PRODUCTION_ORDINAL}`, kind: "production", rootKey: key, card: reversed });
  return { items, extra: cards.filter((c) => c !== first && c !== reversed) };
}

/**
 * A cloze note's items: one per cloze number (c1, c2 …), each with the card of that number (a cloze card's
 * ordinal is its number minus one). The text is the first field holding a deletion; the translation is the
 * note's other text (Back Extra), or the text filled in; `fields` says which field each came from.
 */
export function clozeItems(
  note: SourceNote,
  cards: AnkiCard[],
  isClozeType: boolean,
  key: string,
): { items: NoteItem[]; extra: AnkiCard[]; fields: { text: number; extra: number | null } } | { skip: string } {
  const textIndex = note.fields.findIndex((f) => clozeNumbers(f).length > 0);
  if (textIndex < 0) return { skip: SKIP.clozeWithoutCloze };
  const text = note.fields[textIndex]!.trim();
  const extraIndex = note.fields.findIndex((f, i) => i !== textIndex && f.trim() !== "");
  const extraField = extraIndex < 0 ? null : note.fields[extraIndex]!.trim();
  const items: NoteItem[] = [];
  const used = new Set<AnkiCard>();
  let rootKey: string | null = null;
  for (const number of clozeNumbers(text)) {
    const cloze = clozeItem(text, number)!;
    const translation = extraField ?? cloze.filled;
    if ([cloze.sentence, cloze.answer, translation].some((t) => t.length > OWN_WORD_FIELD_MAX))
      return { skip: SKIP.tooLong };
    const card = isClozeType ? cards.find((c) => c.ordinal === number - 1) : undefined;
    if (card) used.add(card);
    const itemKey = `${key}:c${number}`;
    items.push({
      key: itemKey,
      term: cloze.answer,
      translation,
      reading: null,
      kind: "cloze",
      rootKey,
      sentence: cloze.sentence,
      clozeNumber: number,
      clozeHint: cloze.hint,
      card,
    });
    rootKey ??= itemKey;
  }
  return {
    items,
    extra: cards.filter((c) => !used.has(c)),
    fields: { text: textIndex, extra: extraIndex < 0 ? null : extraIndex },
  };
}
