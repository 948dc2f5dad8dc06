/** The Create API's shapes (docs/CREATE.md, "HTTP"): the answers' types come from the domain's schemas. */
import type { ImportResult } from "@app/domain/create/responses";

export type {
  ImportResult,
  OwnDeckResponse as OwnDeck,
  OwnDeckSetResponse as OwnDeckSet,
  OwnDeckSummaryResponse as OwnDeckSummary,
  OwnWordResponse as OwnWord,
  OwnWordsPageResponse as OwnWordsPage,
  SharedDeckResponse as SharedDeck,
} from "@app/domain/create/responses";

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

export interface WordInput {
  term: string;
  translation: string;
  reading?: string | null;
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
  /** Take the collection's FSRS parameters and each deck's desired retention. */
  adoptFsrs?: boolean;
}

/** One deck of the file: its words and reviews, and where its words go (a new deck, or one imported before). */
export interface ImportPreviewDeck {
  /** The Anki deck id; null for a word list. */
  id: number | null;
  name: string;
  notes: number;
  words?: number;
  /** Items the words give (a reversed direction and each cloze count as items of their own). */
  items?: number;
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
  /** The collection's FSRS settings the import can adopt (null: none; absent from older servers). */
  fsrs?: { desiredRetention: number; parameterCount: number; problem: string | null } | null;
}

export interface ImportStatus {
  id: string;
  status: "running" | "done" | "failed";
  /** 0–1. */
  progress: number;
  result: ImportResult | null;
  error: { code: string; message: string } | null;
}
