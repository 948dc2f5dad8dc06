/**
 * Sources of the hand-written core-vocabulary language files, data/starter/<language>.json (read by
 * read-language-source.ts): build-core-decks.ts builds the languages without readings,
 * build-core-with-readings.ts those whose words carry a reading.
 */
import type { StarterLanguageFile } from "../../apps/server/src/db/seed/starter-format";

export interface CoreDeckSource {
  /** One sentence shown with the sub-deck. */
  description: string;
  /**
   * One word per line, most frequent first: `original | translation`, or for a language with
   * readings `original | reading | translation` (a reading `-` means none). Blank lines and lines
   * starting with `#` are ignored. The line order is the word order in the sub-deck.
   */
  words: string[];
}

/** The language fields of the generated file as they are, and the word lists in place of subDecks. */
export interface CoreLanguageSource extends Omit<StarterLanguageFile, "subDecks"> {
  /** In frequency order; each becomes sub-deck `<id>-core-<n>` named "Core words a–b". */
  decks: CoreDeckSource[];
}

/** A language built by build-core-with-readings.ts (Turkish is listed there but has no readings). */
export interface ReadingLanguageSource extends CoreLanguageSource {
  id: "korean" | "russian" | "arabic" | "turkish";
  /**
   * Korean only: words whose hand-written romanization rightly differs from the rule-based one
   * in korean-romanization.ts (original → reason).
   */
  readingExceptions?: Record<string, string>;
  /** Words that look like verbs (or not) to the checks but are not (or are): original → reason. */
  verbCheckExceptions?: Record<string, string>;
}
