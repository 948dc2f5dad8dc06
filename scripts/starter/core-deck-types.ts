/** Source of one hand-written core-vocabulary language file (see build-core-decks.ts). */
export interface CoreDeckSource {
  /** One sentence shown with the sub-deck. */
  description: string;
  /**
   * One word per line, `original | translation`, most frequent first. Blank lines and lines
   * starting with `#` are ignored. The line order is the word order in the sub-deck.
   */
  words: string;
}

export interface CoreLanguageSource {
  id: string;
  flagCode: string;
  description: string;
  speechLang: string;
  specialCharacters: string[];
  credits: string;
  /** In frequency order; each becomes sub-deck `<id>-core-<n>` named "Core words a–b". */
  decks: CoreDeckSource[];
}
