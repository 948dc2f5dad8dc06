import type { SessionAvailability } from "@app/domain/decks/session-unlock";

/** A page of a list as the API sends it (pages counted from 1). */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

export interface Language {
  id: string;
  flagCode: string;
  description: string;
  speechLang: string;
  specialCharacters: string[];
  credits: string;
  deckCount: number;
  writingDeckCount: number;
  wordCount: number;
}

export interface LanguagesPage extends PageOf<Language> {
  /** Every language in the catalogue, whatever the search. */
  totalLanguages: number;
}

export type SubDeckKind = "words" | "writing" | "all";

export interface SubDeckSummary {
  id: string;
  languageId: string;
  name: string;
  description: string;
  wordCount: number;
  isWritingDeck: boolean;
  position: number;
  /** A learner's public deck: whose it is (null for the catalogue's own decks). */
  authorName?: string | null;
}

export interface SubDeck {
  id: string;
  name: string;
  description: string;
  wordCount: number;
  languageId: string;
  isWritingDeck: boolean;
  flagCode: string;
  speechLang: string;
  specialCharacters: string[];
}

export interface Word {
  id: number;
  order: number;
  originalWord: string;
  translation: string | null;
  pinyin: string | null;
  /** The word came with its own recording (imported from an Anki package). */
  hasAudio?: boolean;
}

export interface WordsPage {
  items: Word[];
  total: number;
  offset: number;
  limit: number;
}

/** A deck in the user's collection (GET /api/me/decks). */
export interface MyDeck {
  id: string;
  subDeckId: string;
  createdAt: string;
  name: string;
  description: string;
  wordCount: number;
  isWritingDeck: boolean;
  languageId: string;
  flagCode: string;
  wordsLearned: number;
  /** Words due now (for the catch-up plan). */
  dueCount?: number;
}

export interface WordProgress {
  wordId: number;
  state: number | string;
  learningSteps: number;
  nextReview: string | null;
  lastReview: string | null;
  isIgnored: boolean;
  userNotes: string | null;
  correctCount: number;
  reviewedCount: number;
  stability: number | null;
  difficulty: number | null;
  reps: number;
  lapses: number;
  /** Marked "Already know" and not reviewed since (absent from older offline copies). */
  markedKnown?: boolean;
}

export interface DeckCountsView {
  wordCount: number;
  started: number;
  learned: number;
  due: number;
  ignored: number;
}

/** GET /api/me/decks/:subDeckId/progress */
export interface DeckProgress {
  deck: SubDeck;
  inCollection: boolean;
  now: string;
  /** Vacation mode: due words wait without turning overdue. */
  vacation?: boolean;
  /** A backlog across the learner's decks: the catch-up plan (new words paused), or null. */
  catchUp?: { due: number; dailyCap: number; days: number; endDay: string } | null;
  counts: DeckCountsView;
  sessions: SessionAvailability[];
  progress: WordProgress[];
}

export interface IgnoreBatch {
  subDeckId: string;
  ignore: number[];
  unignore: number[];
}

export interface IgnoreBatchResult {
  ignored: number[];
  unignored: number[];
  skipped: number[];
}
