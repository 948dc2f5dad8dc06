import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import type { DeckProgress, MyDeck, StudySessionData, Word } from "../../../shared/types";

// Its own module: the sessions built from a copy and the daily limits counted on it both read it, and
// import each other's code one way only (offline-session.ts uses offline-limits.ts).

/**
 * What a deck keeps for studying with no network: its next new words (a Learn New session as the server
 * built it) and every learned word with its progress (the Time Rush list: all review candidates, the ones
 * closest to being forgotten first).
 */
export interface OfflineDeck {
  learnNew: StudySessionData;
  learned: StudySessionData;
  /** When it was read from the server (ms since 1970). */
  savedAt: number;
  /** When the pronunciations of its next words were last kept (absent: not yet). */
  recordingsAt?: number;
  /** The deck page as read then: every word and the learner's progress on each (absent in older copies). */
  page?: { progress: DeckProgress; words: Word[] };
  /** The deck's entry in My Decks as read then (absent in older copies, or when kept from the deck page). */
  listing?: MyDeck;
  /** The deck's exam plan as read then (`plan` null: none; absent in older copies). */
  examPlan?: { plan: ExamPlanView | null };
}
