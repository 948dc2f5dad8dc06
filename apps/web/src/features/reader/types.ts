import type { ReaderAnalysis, ReaderEntry, ReaderStatus } from "@app/domain/reader/analyse";

export type { ReaderPick, ReaderPickResult } from "@app/domain/reader/picks";

export type { ReaderEntry, ReaderStatus };

/** POST /api/me/reader/analyse's answer: the analysis with the language it was read in. */
export interface ReaderResponse extends ReaderAnalysis {
  languageId: string;
  lang: string;
  /** The language was guessed (the learner did not choose it). */
  guessed: boolean;
  /** The learner's languages, for choosing another. */
  languages: string[];
  /** The learner's desired retention: a word recalled at least this well today is known. */
  retention: number;
}

export interface ReaderQuery {
  text: string;
  languageId?: string;
  /** YYYY-MM-DD. */
  on?: string;
  /** A saved text being read: the reading is kept with it. */
  textId?: string;
}
