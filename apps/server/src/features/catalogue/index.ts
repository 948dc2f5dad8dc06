// What other features use of the catalogue: its repository (languages, decks, words).
export type { CatalogueRepository } from "./repository";
