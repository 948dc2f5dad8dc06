// What other features use of word counts: the one read of a learner's counts per deck, and its totals.
export {
  countsItems,
  type DeckWordCounts,
  markedKnownSql,
  readWordCounts,
  topLearnedLanguage,
  totalWordCounts,
} from "./repository";
