import type { StudyAlgorithm, StudyType } from "@app/domain/study/constants";
import type { SessionQueue } from "@app/domain/study/queue";
import type { Random, StudyWord, TestData } from "@app/domain/study/test-building";
import type { SessionWord, StudySessionType } from "../../types";

/**
 * The study session as a state machine, pure so it can be tested with a fixed clock and seeded
 * randomness. The rules (queue, thresholds, formats, answer checking) come from @app/domain; this
 * folder only sequences them into screens:
 *
 *   presentation (Learn New) → test → feedback → [rating (MANUAL)] → test … → overview
 *
 * On a writing deck every test is a character to write: its result is the number of mistakes,
 * rated by the Hanzi rating (lenient: learn, session tests and writing decks), so no difficulty
 * card follows even in MANUAL mode — the rating is the drawing's.
 */
export type SessionPhase = "presentation" | "test" | "feedback" | "rating" | "overview";

export interface PendingAnswer {
  correct: boolean;
  /** What the learner typed or chose (a writing answer: the word written). */
  given: string;
  responseSeconds: number;
  /** A typed answer accepted despite a typo or missing accents: the spelling to check is shown. */
  typo?: "spelling" | "accents";
  /** Marked wrong by the check, then declared right by the learner ("I was right"). */
  overridden?: true;
  /** Writing: the mistakes made drawing the word, and the rating they give. */
  mistakes?: number;
  rating?: 1 | 2 | 3 | 4;
}

export interface SessionState {
  sessionType: StudySessionType;
  algorithm: StudyAlgorithm;
  studyType: StudyType;
  languageName: string;
  /** The meanings' language (English when absent). */
  translationLanguageName?: string;
  /** A writing deck: each test asks the learner to write the word's characters. */
  writing: boolean;
  /** The session's words in the order they were taken (shuffled for Need Review). */
  words: readonly SessionWord[];
  /** More words of the deck to draw multiple-choice distractors from. */
  distractors: readonly StudyWord[];
  queue: SessionQueue;
  phase: SessionPhase;
  /** Learn New: the words still to present, in order, and which one is showing. */
  presentation: number[];
  presentationIndex: number;
  test: TestData | null;
  /** When the current prompt appeared (ms). */
  promptShownAt: number;
  /** The answer shown in feedback; it counts once Continue (or the rating) commits it. */
  pending: PendingAnswer | null;
  /** When feedback appeared (ms): Enter is ignored for a moment after. */
  feedbackShownAt: number;
  startedAt: number;
  endedAt: number | null;
  /**
   * The session as it was just before the last answer (or "Already know"), for Undo; its own
   * `undoable` goes one answer further back. Null before the first answer.
   */
  undoable: SessionState | null;
  /** Answers the learner declared right in this session ("I was right"), by word: accepted from then on. */
  accepted: Readonly<Record<number, readonly string[]>>;
}

export interface SessionEnv {
  now: number;
  random: Random;
}

export interface StartInput {
  sessionType: StudySessionType;
  algorithm: StudyAlgorithm;
  studyType: StudyType;
  languageName: string;
  translationLanguageName?: string;
  words: readonly SessionWord[];
  distractors: readonly StudyWord[];
  writing?: boolean;
}
