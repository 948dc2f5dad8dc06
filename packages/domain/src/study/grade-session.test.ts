import { describe, expect, it } from "vitest";
import { TOKYO } from "../test-support/days";
import { answeredWord, type SessionWord, savedInReview, wrongThenRight } from "../test-support/session";
import { elapsedLearnerDays } from "../time/learner-day";
import { DEFAULT_FSRS_SETTINGS } from "./constants";
import { gradeSession, reviewKind, type WordBefore } from "./grade-session";
import type { SessionSave } from "./validation";

const AT = new Date("2026-11-25T13:00:00Z"); // 22:00 in Tokyo
const settings = { ...DEFAULT_FSRS_SETTINGS, studyAlgorithm: "MANUAL" as const };

const inReview = savedInReview(new Date("2026-11-15T13:00:00Z"));

const grade = (
  words: SessionWord[],
  before: WordBefore = inReview,
  sessionType: SessionSave["sessionType"] = "REVIEW",
) =>
  gradeSession({
    session: { sessionType, words },
    settings,
    at: AT,
    day: TOKYO,
    before: new Map(words.map((w) => [w.wordId, before])),
  });

describe("gradeSession (no database)", () => {
  it("a recalled review word: its rating, due at 4:00 in Tokyo, and a log row that says what happened", () => {
    const result = grade([answeredWord({ outcomes: [true] })]);
    if (!result.ok) throw new Error("not graded");
    const [g] = result.words;
    expect(g!.log).toMatchObject({
      kind: "review",
      rating: 3,
      stateBefore: 2,
      state: 2,
      firstAnswerCorrect: true,
      actualRetention: 1,
      attempts: [{ correct: true, ms: 2000 }],
      durationMs: 2000,
      reviewedAt: AT,
    });
    expect(g!.progress.nextReview!.toISOString()).toMatch(/T19:00:00\.000Z$/);
    expect(elapsedLearnerDays(AT, g!.progress.nextReview!, TOKYO)).toBe(g!.progress.scheduledDays);
    expect(g!.progress).toMatchObject({ correctCount: 13, reviewedCount: 15, lapses: 0 });
  });

  it("wrong, then right and rated Easy: Again, a lapse, retention 0, both attempts kept", () => {
    const result = grade([wrongThenRight({ correctCount: 1, responseTimes: [4, 1], ratings: [1, 4] })]);
    if (!result.ok) throw new Error("not graded");
    const [g] = result.words;
    expect(g!.log).toMatchObject({ rating: 1, actualRetention: 0, firstAnswerCorrect: false, durationMs: 5000 });
    expect(g!.log.attempts.map((a) => a.correct)).toEqual([false, true]);
    expect(g!.progress.lapses).toBe(1);
  });

  it("'Already know' on a new word is logged as known; a new word as learn; MANUAL without a rating is refused", () => {
    const fresh: WordBefore = { progress: null, history: { count: 0, recent: [] } };
    const known = grade(
      [answeredWord({ alreadyKnow: true, correctCount: 0, reviewedCount: 0, responseTimes: [], ratings: [] })],
      fresh,
      "LEARN",
    );
    expect(known.ok && known.words[0]!.log).toMatchObject({ kind: "known", rating: 4, firstAnswerCorrect: null });
    const learned = grade(
      [answeredWord({ correctCount: 5, reviewedCount: 5, responseTimes: [1, 1, 1, 1, 1], ratings: [3, 3, 3, 3, 3] })],
      fresh,
      "LEARN",
    );
    expect(learned.ok && learned.words[0]!.log).toMatchObject({ kind: "learn", stateBefore: 0 });
    expect(grade([answeredWord({ ratings: [] })])).toEqual({ ok: false, wordId: 1, reason: "NO_RATING" });
  });

  it("Learn New leaves out words short of 5 correct answers", () => {
    const fresh: WordBefore = { progress: null, history: { count: 0, recent: [] } };
    const result = grade([answeredWord({ correctCount: 3, reviewedCount: 3, ratings: [3, 3, 3] })], fresh, "LEARN");
    expect(result).toEqual({ ok: true, words: [] });
  });

  it("kinds follow the state before the review", () => {
    const card = (state: number, learningSteps = 0) => ({ ...inReview.progress!, state, learningSteps });
    expect(reviewKind(null, false, settings)).toBe("learn");
    expect(reviewKind(card(1, 2), false, settings)).toBe("building");
    expect(reviewKind(card(1, 2), false, { reinforceNewCards: false })).toBe("learn");
    expect(reviewKind(card(2), false, settings)).toBe("review");
    expect(reviewKind(card(3), false, settings)).toBe("relearn");
  });
});

describe("'I was right'", () => {
  it("an answer the learner overruled counts as right, is marked in the log, and is accepted for the word from then on", () => {
    const graded = grade([
      answeredWord({
        reviewedCount: 1,
        correctCount: 1,
        outcomes: [true],
        overriddenAnswers: [0],
        acceptedAnswers: ["a dwelling"],
      }),
    ]);
    if (!graded.ok) throw new Error("not graded");
    const [w] = graded.words;
    expect(w!.log.attempts).toEqual([{ correct: true, ms: 2000, overridden: true }]);
    expect(w!.log.rating).toBe(3);
    expect(w!.log.firstAnswerCorrect).toBe(true);
    expect(w!.progress.acceptedAnswers).toEqual(["a dwelling"]);
  });

  it("keeps earlier accepted answers, each once (whatever its case), at most ten", () => {
    const before: WordBefore = {
      ...inReview,
      progress: { ...inReview.progress!, acceptedAnswers: Array.from({ length: 10 }, (_, i) => `answer ${i}`) },
    };
    const graded = grade([answeredWord({ overriddenAnswers: [0], acceptedAnswers: ["ANSWER 9", "new one"] })], before);
    if (!graded.ok) throw new Error("not graded");
    const accepted = graded.words[0]!.progress.acceptedAnswers;
    expect(accepted).toHaveLength(10);
    expect(accepted.at(-1)).toBe("new one");
    expect(accepted.filter((a) => a.toLowerCase() === "answer 9")).toHaveLength(1);
    // Without any, nothing changes.
    const plain = grade([answeredWord()], before);
    if (!plain.ok) throw new Error("not graded");
    expect(plain.words[0]!.progress.acceptedAnswers).toEqual(before.progress!.acceptedAnswers);
  });
});
