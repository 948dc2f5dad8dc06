export type {
  /** GET /api/sub-decks/:subDeckId */
  SubDeckResponse as SubDeck,
} from "@app/domain/decks/responses";
export type { DeckProgress, MyDeck, SubDeckKind, Word, WordProgress, WordsPage } from "../../shared/types";

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
  /** Words (notes); `wordCount` counts items (a public own deck's reversed directions, clozes). */
  words?: number;
}

export interface LanguagesPage extends PageOf<Language> {
  /** Every language in the catalogue, whatever the search. */
  totalLanguages: number;
}

export interface SubDeckSummary {
  id: string;
  languageId: string;
  name: string;
  description: string;
  wordCount: number;
  /** Words (notes); `wordCount` counts items. */
  words?: number;
  isWritingDeck: boolean;
  position: number;
  /** A learner's public deck: whose it is (null for the catalogue's own decks). */
  authorName?: string | null;
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
