/** The Create tab: own decks, the deck editor, imports and shared decks. */

export { useOwnDecks } from "./hooks/useOwnDecks";
export { createTabPath } from "./lib/paths";
