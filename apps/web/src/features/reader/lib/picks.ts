import { primaryTag } from "@app/domain/reader/tokens";
import type { ReaderPick, ReaderResponse } from "../types";

/** Rows the "words to learn" list offers: the most frequent first. */
export const WORDS_TO_LEARN_SHOWN = 30;

/**
 * A word as a deck keeps it: lower case, as a dictionary writes it ("El" at a sentence's start is "el"), except in
 * German, where a noun keeps its capital.
 */
export function deckTerm(written: string, lang: string): string {
  return primaryTag(lang) === "de" ? written : written.toLocaleLowerCase(lang);
}

export interface LearnRow {
  key: string;
  term: string;
  count: number;
  /** The meaning the learner's deck gives (a word of a deck not learned yet), or "" for a word in no deck. */
  meaning: string;
  sentence: string | null;
}

/** The words to learn as rows: each with its deck's meaning and the first sentence it is met in. */
export function learnRows(analysis: ReaderResponse, shown = WORDS_TO_LEARN_SHOWN): LearnRow[] {
  const byKey = new Map(analysis.entries.map((e) => [e.key, e]));
  return analysis.toLearn.slice(0, shown).map((word) => {
    const entry = byKey.get(word.key);
    return {
      key: word.key,
      term: deckTerm(word.text, analysis.lang),
      count: word.count,
      meaning: entry?.translation ?? "",
      sentence: entry ? (analysis.sentences[entry.sentence] ?? null) : null,
    };
  });
}

/** The picks to send, or the keys of rows picked without a meaning (nothing is sent then). */
export function picksOf(
  rows: readonly LearnRow[],
  picked: ReadonlySet<string>,
  meanings: Readonly<Record<string, string>>,
): { picks: ReaderPick[]; missing: string[] } {
  const chosen = rows.filter((r) => picked.has(r.key));
  const meaningOf = (r: LearnRow) => (meanings[r.key] ?? r.meaning).trim();
  const missing = chosen.filter((r) => meaningOf(r) === "").map((r) => r.key);
  return {
    picks: chosen.map((r) => ({ term: r.term, meaning: meaningOf(r), sentence: r.sentence })),
    missing,
  };
}
