import type {
  DeckProgressResponse,
  MyDeckResponse,
  SubDeckResponse,
  WordProgressResponse,
  WordResponse,
  WordsPageResponse,
} from "@app/domain/decks/responses";

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

/** GET /api/sub-decks/:subDeckId */
export type SubDeck = SubDeckResponse;

export type Word = WordResponse;

export type WordsPage = WordsPageResponse;

/** A deck in the user's collection (GET /api/me/decks). */
export type MyDeck = MyDeckResponse;

export type WordProgress = WordProgressResponse;

/** GET /api/me/decks/:subDeckId/progress */
export type DeckProgress = DeckProgressResponse;

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
