import { WORDS_PER_SET } from "@app/domain/decks/constants";

/** What sets are made of: items, each of a word (a note); a word's other items point at it. */
export interface SetItem {
  id: number;
  /** The word this item is a second skill or cloze of; null or absent for the word itself. */
  noteWordId?: number | null | undefined;
}

/** One word of a set with its other items (its meaning → word direction, its further clozes). */
export interface SetWord<T> {
  word: T;
  others: T[];
}

export interface WordSet<T> {
  /** 0-based index of the set in the deck. */
  index: number;
  /** 1-based position of the first and last word, for "Words 1–50": counted in words, never items. */
  from: number;
  to: number;
  words: SetWord<T>[];
  /** Every item of the set's words, for its counts. */
  items: T[];
}

/**
 * A deck's items grouped into words, in deck order: each word with the items that belong to it (an item
 * whose word is not in the list stands as a word of its own).
 */
export function groupIntoWords<T extends SetItem>(items: readonly T[]): SetWord<T>[] {
  const present = new Set(items.map((item) => item.id));
  const byWord = new Map<number, SetWord<T>>();
  const others: T[] = [];
  for (const item of items) {
    if (item.noteWordId != null && present.has(item.noteWordId)) others.push(item);
    else byWord.set(item.id, { word: item, others: [] });
  }
  for (const item of others) byWord.get(item.noteWordId!)?.others.push(item);
  return [...byWord.values()];
}

/** Splits a deck into sets of 50 words, in order; a word's other items stay with it. */
export function toWordSets<T extends SetItem>(items: readonly T[], size = WORDS_PER_SET): WordSet<T>[] {
  const words = groupIntoWords(items);
  const sets: WordSet<T>[] = [];
  for (let start = 0; start < words.length; start += size) {
    const slice = words.slice(start, start + size);
    sets.push({
      index: sets.length,
      from: start + 1,
      to: start + slice.length,
      words: slice,
      items: slice.flatMap((w) => [w.word, ...w.others]),
    });
  }
  return sets;
}
