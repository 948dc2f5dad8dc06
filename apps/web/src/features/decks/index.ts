/** Explore Decks, the learner's decks and the deck progress page. */
export { getDeckProgressOnline } from "./api/get-deck-progress";
export { getMyDecksOnline } from "./api/get-my-decks";
export { getAllSubDeckWordsOnline } from "./api/get-sub-deck-words";
export { useMyDecks } from "./hooks/useMyDecks";
export { useRemoveDeck } from "./hooks/useRemoveDeck";
export { formatCount } from "./lib/format";
export { deckKeys } from "./query-keys";
export type { DeckProgress, MyDeck, Word, WordProgress } from "./types";
