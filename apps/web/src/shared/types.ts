import type {
  DeckProgressResponse,
  MyDeckResponse,
  WordProgressResponse,
  WordResponse,
  WordsPageResponse,
} from "@app/domain/decks/responses";
import type { SessionWordResponse, StudySessionStartResponse } from "@app/domain/study/responses";

/*
 * The answers of the server's deck and session reads, which the offline feature keeps on the device and
 * the decks and study features show: declared here so that none of the three imports another for them.
 */

/** GET /api/me/decks/:subDeckId/progress */
export type DeckProgress = DeckProgressResponse;
/** A deck in the user's collection (GET /api/me/decks). */
export type MyDeck = MyDeckResponse;
export type WordProgress = WordProgressResponse;
export type Word = WordResponse;
export type WordsPage = WordsPageResponse;

export type SessionWord = SessionWordResponse;

/** Which of a language's decks a list shows: word decks, writing decks, or both. */
export type SubDeckKind = "words" | "writing" | "all";

/** GET /api/me/study/:kind/:subDeckId */
export type StudySessionData = StudySessionStartResponse & {
  /** Built in the browser from what the deck kept for offline study (no network). */
  offline?: boolean;
};
