/**
 * Catalogue languages with many decks (Chinese: 58, Japanese: 35) are listed whole, grouped by
 * exam level, instead of 4 decks a page: a learner looking for HSK 4 should not page through 27
 * decks to reach it. Languages with a few decks keep the spec's pages of 4.
 */
export const GROUPED_LIST_MIN_DECKS = 13;
/** The most decks one request lists (the API's page-size ceiling). */
export const GROUPED_LIST_MAX_DECKS = 100;

/** The level a deck's name starts with: "HSK 4 · Part 2" → "HSK 4", "JLPT N3 · Part 1" → "JLPT N3". */
export function deckLevel(name: string): string | null {
  return /^(HSK \d+|JLPT N\d)\b/.exec(name.trim())?.[1] ?? null;
}

/** Whether a language's decks are listed whole and grouped rather than paged. */
export function listsDecksGrouped(deckCount: number): boolean {
  return deckCount >= GROUPED_LIST_MIN_DECKS;
}

export interface DeckGroup<T> {
  /** "HSK 1", "JLPT N5", or "Other decks" for decks without a level. */
  level: string;
  decks: T[];
}

/** Decks grouped by level, in the order the levels first appear (the catalogue's order); the rest last. */
export function groupDecksByLevel<T extends { name: string }>(decks: readonly T[]): DeckGroup<T>[] {
  const groups = new Map<string, T[]>();
  const rest: T[] = [];
  for (const deck of decks) {
    const level = deckLevel(deck.name);
    if (level === null) rest.push(deck);
    else groups.set(level, [...(groups.get(level) ?? []), deck]);
  }
  const grouped = [...groups].map(([level, list]) => ({ level, decks: list }));
  return rest.length > 0 ? [...grouped, { level: "Other decks", decks: rest }] : grouped;
}
