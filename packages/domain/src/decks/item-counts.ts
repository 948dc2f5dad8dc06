/**
 * Words and items. An item is what is studied, with its own memory: a word (term → meaning), the reversed
 * direction of a word ('production': meaning → term) or a cloze (a sentence with a gap, one per cloze
 * number). A word, as counted, is a note: a 'word' item, or the first cloze item of a cloze note.
 */
export const ITEM_KINDS = ["word", "production", "cloze"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ItemShape {
  kind: ItemKind;
  /** The note's first item this one belongs to; null for that first item itself. */
  noteWordId: number | null;
}

/** Whether an item counts as a word: a 'word' item, or a cloze note's first (root) item. */
export function countsAsWord(item: ItemShape): boolean {
  return item.kind === "word" || (item.kind === "cloze" && item.noteWordId === null);
}

export interface WordsAndItems {
  words: number;
  items: number;
}

export function countWordsAndItems(items: readonly ItemShape[]): WordsAndItems {
  return { words: items.filter(countsAsWord).length, items: items.length };
}

const plural = (n: number, one: string) => `${n.toLocaleString("en")} ${one}${n === 1 ? "" : "s"}`;

/** "120 words, 240 items" when a deck's items outnumber its words; "120 words" otherwise. */
export function wordsAndItemsLabel({ words, items }: WordsAndItems): string {
  return items > words ? `${plural(words, "word")}, ${plural(items, "item")}` : plural(words, "word");
}

/**
 * The one name of a word's second direction (a 'production' item: its meaning asked, the word answered), on
 * every screen and in Settings' switch.
 */
export const PRODUCTION_SKILL = "Meaning → word";

/** How a word list labels an item beside its term: "Meaning → word", "cloze 2", or nothing for a word. */
export function itemLabel(item: { kind: ItemKind; clozeNumber: number | null }): string | null {
  if (item.kind === "production") return PRODUCTION_SKILL;
  if (item.kind === "cloze") return `cloze ${item.clozeNumber ?? 1}`;
  return null;
}

/** A deck as the routes answer it: `wordCount` counts its items (what is studied), `words` its words (notes). */
export interface DeckSizeFields {
  wordCount: number;
  /** Absent from older answers (and offline copies made before): every item was a word then. */
  words?: number | undefined;
}

export function sizeOf(deck: DeckSizeFields): WordsAndItems {
  return { words: deck.words ?? deck.wordCount, items: deck.wordCount };
}

/** What every screen says of a deck's size: "120 words, 240 items", or "120 words". */
export function deckSizeLabel(deck: DeckSizeFields): string {
  return wordsAndItemsLabel(sizeOf(deck));
}

/** Adds sizes (an own deck's sets). */
export function addSizes(sizes: readonly WordsAndItems[]): WordsAndItems {
  return sizes.reduce((sum, s) => ({ words: sum.words + s.words, items: sum.items + s.items }), { words: 0, items: 0 });
}
