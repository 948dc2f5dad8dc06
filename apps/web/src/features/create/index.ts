/** The Create tab: own decks, the deck editor, imports and shared decks. */
export { formatLearnerDay } from "./lib/format";
