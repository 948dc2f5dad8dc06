/** TanStack Query keys of the Create feature, in one place so invalidations can't drift. */
export const createKeys = {
  ownDecks: ["own-decks"] as const,
  ownDeck: (deckId: string) => ["own-deck", deckId] as const,
  words: (deckId: string) => ["own-deck-words", deckId] as const,
  shared: (deckId: string) => ["shared-deck", deckId] as const,
  importStatus: (importId: string) => ["import-status", importId] as const,
};
