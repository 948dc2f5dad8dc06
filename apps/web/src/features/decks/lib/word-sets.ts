import { WORDS_PER_SET } from "@app/domain/decks/constants";

export interface WordSet<T> {
  /** 0-based index of the set in the deck. */
  index: number;
  /** 1-based position of the first and last word, for "Words 1–50". */
  from: number;
  to: number;
  items: T[];
}

/** Splits a deck's words into sets of 50, in order. */
export function toWordSets<T>(items: readonly T[], size = WORDS_PER_SET): WordSet<T>[] {
  const sets: WordSet<T>[] = [];
  for (let start = 0; start < items.length; start += size) {
    const slice = items.slice(start, start + size);
    sets.push({ index: sets.length, from: start + 1, to: start + slice.length, items: slice });
  }
  return sets;
}
