import type { SubDeckKind } from "./types";

/** TanStack Query keys of the decks feature, in one place so invalidations can't drift. */
export const deckKeys = {
  languages: (q: string, page: number, pageSize?: number) => ["languages", { q, page, pageSize }] as const,
  allLanguages: ["languages"] as const,
  subDecks: (languageId: string, kind: SubDeckKind, page: number | "all") =>
    ["sub-decks", languageId, kind, page] as const,
  subDeck: (subDeckId: string) => ["sub-deck", subDeckId] as const,
  words: (subDeckId: string) => ["sub-deck-words", subDeckId] as const,
  myDecks: ["my-decks"] as const,
  search: (q: string) => ["catalogue-search", q] as const,
  progress: (subDeckId: string) => ["deck-progress", subDeckId] as const,
  scheduling: (subDeckId: string) => ["deck-scheduling", subDeckId] as const,
  simulation: (subDeckId: string) => ["deck-scheduling", subDeckId, "simulation"] as const,
};
