import { describe, expect, it } from "vitest";
import type { WordBefore } from "./grade-session";
import { type LoggedReview, lateAnswerTimes, lateWordsFrom } from "./late-words";

// The session ran 12:50–13:00Z; word 1 was answered at 12:52Z, word 2 at 12:58Z.
const END = new Date("2026-11-25T13:00:00Z");
const session = {
  durationSeconds: 600,
  words: [{ wordId: 1, answeredAtMs: 2 * 60_000 }, { wordId: 2, answeredAtMs: 8 * 60_000 }, { wordId: 3 }],
} as Parameters<typeof lateAnswerTimes>[0];

const savedAt = (lastReview: string | null, count = 2): WordBefore => ({
  progress: lastReview
    ? {
        state: 2,
        learningSteps: 0,
        stability: 8,
        difficulty: 5,
        elapsedDays: 3,
        scheduledDays: 8,
        reps: count,
        lapses: 0,
        lastReview: new Date(lastReview),
        nextReview: new Date("2026-12-03T13:00:00Z"),
        correctCount: 9,
        reviewedCount: 11,
        maxStreak: 4,
        responseTimes: [1],
      }
    : null,
  history: { count, recent: [1, 1] },
});

const review = (id: string, wordId: number, at: string, over: Partial<LoggedReview> = {}): LoggedReview => ({
  id,
  wordId,
  reviewedAt: new Date(at),
  rating: 3,
  stateBefore: 2,
  state: 2,
  due: new Date("2026-12-01T00:00:00Z"),
  stability: 6,
  difficulty: 5,
  elapsedDays: 2,
  scheduledDays: 6,
  learningSteps: 0,
  kind: "review",
  mode: "AUTOMATIC",
  attempts: [{ correct: true, ms: 1500 }],
  responseTimes: [1.5],
  firstAnswerCorrect: true,
  actualRetention: 1,
  ...over,
});

describe("late words", () => {
  const saved = new Map([
    [1, savedAt("2026-11-25T12:55:00Z")],
    [2, savedAt("2026-11-25T12:55:00Z")],
    [3, savedAt(null, 0)],
  ]);

  it("names only the words answered before their last saved review, with their answer time", () => {
    expect(lateAnswerTimes(session, END, saved)).toEqual(new Map([[1, new Date("2026-11-25T12:52:00Z")]]));
  });

  it("gives a late word the state it had at the answer, and the reviews after it to replay", () => {
    const late = lateWordsFrom(session, END, saved, [
      review("a", 1, "2026-11-20T10:00:00Z", { rating: 1, actualRetention: 0 }),
      review("b", 1, "2026-11-25T12:55:00Z", { mode: "MANUAL", kind: "known", attempts: [] }),
    ]);
    const word = late.get(1)!;
    expect(word.reviewsBefore).toBe(1);
    expect(word.before.history).toEqual({ count: 1, recent: [0] });
    // The memory state is the one the review at 2026-11-20 left; the counters stay the saved ones.
    expect(word.before.progress).toMatchObject({ lastReview: new Date("2026-11-20T10:00:00Z"), lapses: 1, reps: 1 });
    expect(word.before.progress?.correctCount).toBe(9);
    // An "Already know" is replayed with its rating as it was (no answers to derive one from).
    expect(word.later).toEqual([{ id: "b", reviewedAt: new Date("2026-11-25T12:55:00Z"), rating: 3 }]);
    expect([...late.keys()]).toEqual([1]);
  });

  it("a word whose saved reviews all came before the answer is not late", () => {
    expect(lateWordsFrom(session, END, saved, [review("a", 1, "2026-11-20T10:00:00Z")]).size).toBe(0);
  });
});
