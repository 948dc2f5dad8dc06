/** The Create tab: own decks, the deck editor, imports and shared decks. */

export { useOwnDecks } from "./hooks/useOwnDecks";
export { formatLearnerDay } from "./lib/format";
export { createTabPath } from "./lib/paths";
