// What other features use of own decks: who may see a deck, the repository, the editor's guards and
// the set bookkeeping that imports share.
export { deckListed, deckVisibleTo } from "./access";
export { ensureLanguageRow } from "./language-row";
export { tooManyWords } from "./own-deck-row";
export { rebalanceSets, setId } from "./rebalance";
export type { OwnDecksRepository } from "./repository";
export { DECK_NOT_FOUND, requireAccount } from "./route-context";
