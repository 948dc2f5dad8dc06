import { OWN_DECK_SET_SIZE } from "./own-deck";

/**
 * An own deck's words are studied in sets of OWN_DECK_SET_SIZE, in deck order, like the catalogue's parts.
 * An empty deck still has one set, so it can be opened and added to a collection before it has words.
 */
export function setCount(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.ceil(wordCount / OWN_DECK_SET_SIZE);
}

/** The 0-based set that holds the word at a 0-based position in the deck. */
export function setIndexOf(position: number): number {
  if (!Number.isInteger(position) || position < 0) {
    throw new RangeError(`A word's position is a whole number of at least 0, not ${position}.`);
  }
  return Math.floor(position / OWN_DECK_SET_SIZE);
}

/** A set's name: the deck's own name when it is the only set, else "<deck> · Part <n>" as in the catalogue. */
export function setName(deckName: string, index: number, total: number): string {
  return total <= 1 ? deckName : `${deckName} · Part ${index + 1}`;
}
