/** Explore Decks, the learner's decks and the deck progress page. */
export { useMyDecks } from "./hooks/useMyDecks";
export { useRemoveDeck } from "./hooks/useRemoveDeck";
export { formatCount } from "./lib/format";
export { deckKeys } from "./query-keys";
export type { DeckProgress, MyDeck, Word, WordProgress } from "./types";
