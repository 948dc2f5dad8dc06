// What other features use of a deck's scheduling: its daily limits and what counts against them.
export { createDeckSchedulingRepository, type DeckSchedulingRepository } from "./repository";
