/** Words a reader chose to learn from a text: each with its meaning and the sentence it was met in. */
export interface ReaderPick {
  term: string;
  meaning: string;
  sentence: string | null;
}

/** What adding them answers: the words added, those already in an own deck, those refused with why. */
export interface ReaderPickResult {
  added: { term: string; id: number }[];
  duplicates: string[];
  refused: { term: string; reason: string }[];
}
