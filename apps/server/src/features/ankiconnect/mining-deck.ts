// Its own module: the repository reads decks and passes one to the word writes of write.ts, which the
// repository imports; declared in repository.ts, the two files would import each other.

/** One of the learner's own decks, as the AnkiConnect actions list it and add words to it. */
export interface MiningDeck {
  id: string;
  name: string;
  termLanguage: string;
  writing: boolean;
  /** A number for tools that want deck ids (`deckNamesAndIds`): the deck's creation time in ms. */
  numericId: number;
}
