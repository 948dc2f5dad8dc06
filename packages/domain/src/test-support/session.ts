import type { WordBefore } from "../study/grade-session";
import type { SessionSave } from "../study/validation";

/** Builders for the tests of a session's grading and save: its words, and their saved state. */

export type SessionWord = SessionSave["words"][number];

/** A word answered once, right at the first try, rated Good. */
export const answeredWord = (over: Partial<SessionWord> = {}): SessionWord => ({
  wordId: 1,
  correctCount: 1,
  reviewedCount: 1,
  gotWrong: false,
  firstAnswerCorrect: true,
  alreadyKnow: false,
  responseTimes: [2],
  difficultyScore: 3,
  ratings: [3],
  ...over,
});

/** A word answered wrong, then right at the retry: two attempts, the first rated Again, the second Easy. */
export const wrongThenRight = (over: Partial<SessionWord> = {}): SessionWord =>
  answeredWord({
    reviewedCount: 2,
    gotWrong: true,
    firstAnswerCorrect: false,
    outcomes: [false, true],
    responseTimes: [4, 1],
    ratings: [1, 4],
    ...over,
  });

/** A Learn New word answered right five times in a row, rated Good each time. */
export const learnedWord = (wordId: number, over: Partial<SessionWord> = {}): SessionWord => ({
  wordId,
  correctCount: 5,
  reviewedCount: 5,
  gotWrong: false,
  alreadyKnow: false,
  responseTimes: [1, 1, 1, 1, 1],
  difficultyScore: 3,
  ratings: [3, 3, 3, 3, 3],
  ...over,
});

/** A word marked "Already know" without an answer, as the app sends it (stored as 5 of 5, difficulty score 4). */
export const knownWord = (wordId: number): SessionWord => ({
  wordId,
  correctCount: 5,
  reviewedCount: 5,
  gotWrong: false,
  alreadyKnow: true,
  responseTimes: [],
  difficultyScore: 4,
  ratings: [],
});

/** A word in review (stability 10, twelve reviews, all recent ones recalled) last reviewed at `lastReview`. */
export const savedInReview = (lastReview: Date): WordBefore => ({
  progress: {
    state: 2,
    learningSteps: 0,
    stability: 10,
    difficulty: 5,
    elapsedDays: 10,
    scheduledDays: 10,
    reps: 12,
    lapses: 0,
    lastReview,
    nextReview: new Date("2026-11-24T19:00:00Z"),
    correctCount: 12,
    reviewedCount: 14,
    maxStreak: 6,
    responseTimes: [1, 2],
  },
  history: { count: 12, recent: [1, 1, 1, 1, 1] },
});
