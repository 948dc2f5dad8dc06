/** The Create API's shapes (docs/CREATE.md, "HTTP"). */

export type Visibility = "private" | "unlisted" | "public";

export interface OwnDeckInput {
  name: string;
  description?: string;
  termLanguage: string;
  translationLanguage: string;
  hasReading?: boolean;
  /** Chinese terms only: every test is writing the characters. */
  writing?: boolean;
  visibility?: Visibility;
}

export interface OwnDeckSummary {
  id: string;
  name: string;
  wordCount: number;
  visibility: Visibility;
  /** Hidden by an operator: private for everyone but the owner. */
  hidden: boolean;
  termLanguage: string;
  translationLanguage: string;
  /** ISO instant. */
  updatedAt: string;
}

export interface OwnDeckSet {
  id: string;
  name: string;
  wordCount: number;
  position: number;
}

export interface OwnDeck extends OwnDeckSummary {
  description: string;
  hasReading: boolean;
  /** In the input but not (yet) listed in the answer's shape: read as false when absent. */
  writing?: boolean;
  languageId: string;
  source: "editor" | "csv" | "anki";
  createdAt: string;
  sets: OwnDeckSet[];
}

export interface WordInput {
  term: string;
  translation: string;
  reading?: string | null;
}

export interface OwnWord {
  id: number;
  term: string;
  translation: string;
  reading: string | null;
  position: number;
  setId: string;
  hasAudio: boolean;
}

export interface OwnWordsPage {
  items: OwnWord[];
  total: number;
}

export interface SharedDeck {
  id: string;
  name: string;
  description: string;
  authorName: string;
  termLanguage: string;
  translationLanguage: string;
  wordCount: number;
  visibility: Visibility;
  inCollection: boolean;
  sets: { id: string; name: string; wordCount: number }[];
}

export interface ImportMapping {
  term: number;
  translation: number;
  reading?: number | null;
  deckName?: string;
  termLanguage?: string;
  translationLanguage?: string;
  visibility?: Visibility;
  ankiDeckId?: number;
  subDecksAsSets?: boolean;
  ankiDecks?: number[];
}

/** One deck of the file: its words and reviews, and where its words go (a new deck, or one imported before). */
export interface ImportPreviewDeck {
  /** The Anki deck id; null for a word list. */
  id: number | null;
  name: string;
  notes: number;
  words?: number;
  reviews?: number;
  target?: "new" | "update";
  targetName?: string | null;
  newWords?: number;
  updatedWords?: number;
}

export interface ImportPreview {
  previewId: string;
  kind: "delimited" | "anki";
  fileName: string;
  fields: string[];
  rows: string[][];
  decks: ImportPreviewDeck[];
  notes: number;
  reviews: number;
  problems: { line: number; reason: string }[];
  suggested: ImportMapping;
}

export interface ImportResult {
  deckIds: string[];
  notes: number;
  words: number;
  reviews: number;
  skipped: Record<string, number>;
}

export interface ImportStatus {
  id: string;
  status: "running" | "done" | "failed";
  /** 0–1. */
  progress: number;
  result: ImportResult | null;
  error: { code: string; message: string } | null;
}
