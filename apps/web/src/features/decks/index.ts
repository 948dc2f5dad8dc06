/** Explore Decks, the learner's decks and the deck progress page. */
export { useMyDecks } from "./hooks/useMyDecks";
export { useRemoveDeck } from "./hooks/useRemoveDeck";
export type { DeckProgress, MyDeck, Word, WordProgress } from "./types";
