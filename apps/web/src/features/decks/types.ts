import type { SessionAvailability } from "@app/domain/decks/session-unlock";
import type { WordCounts } from "@app/domain/decks/word-counts";

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
  /** Mined words (added by a connected tool): when, and the sentence it was met in with its meaning. */
  minedAt?: string;
  sentence?: string | null;
  sentenceMeaning?: string | null;
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
  /** The deck's counts: the one definition of learned, in progress, due now… (domain decks/word-counts). */
  counts: WordCounts;
  /** Kept for older copies: counts.learned and counts.dueNow. */
  wordsLearned: number;
  dueCount?: number;
  /** A set of an own deck: its place among the deck's sets, and the deck it belongs to. */
  position?: number;
  ownDeckId?: string | null;
  ownDeckName?: string | null;
  ownDeckDescription?: string | null;
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
  /** Marked "Already know" in Learn New: a known word (see word-counts). */
  markedKnown?: boolean;
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
  counts: WordCounts;
  sessions: SessionAvailability[];
  progress: WordProgress[];
  /** Own decks: words a connected mining tool added in the last 7 days. */
  minedThisWeek?: number;
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
