import { describe, expect, it } from "vitest";
import { countWords } from "../decks/word-counts";
import { TOKYO } from "../test-support/days";
import { answeredWord, learnedWord, type SessionWord, savedInReview } from "../test-support/session";
import { learnerDay } from "../time/learner-day";
import { DEFAULT_FSRS_SETTINGS } from "./constants";
import type { WordBefore } from "./grade-session";
import type { LoggedReview } from "./late-words";
import { planSessionSave, type SessionSaveReads } from "./save-plan";
import type { StreakAccount } from "./study-day";

// 22:00 in Tokyo on 25 November; the day starts at 4:00.
const NOW = new Date("2026-11-25T13:00:00Z");
const TODAY = learnerDay(NOW, TOKYO);

const word = (wordId: number, over: Partial<SessionWord> = {}): SessionWord =>
  answeredWord({ wordId, outcomes: [true], ...over });
const inReview = (lastReview: string): WordBefore => savedInReview(new Date(lastReview));

const account: StreakAccount = {
  currentStreak: 4,
  topStreak: 9,
  lastStreakUpdate: "2026-11-24",
  vacationSince: null,
  streakFreezes: 0,
  frozenDays: [],
  totalStudyTime: 1000,
};

function reads(over: Partial<SessionSaveReads> & { words?: ReadonlyMap<number, WordBefore> } = {}): SessionSaveReads {
  return {
    userId: "u1",
    session: {
      sessionId: "7d3c2a0e-1111-4a4a-8a8a-000000000001",
      subDeckId: "deck-1",
      sessionType: "REVIEW",
      startedAt: "2026-11-25T12:50:00Z",
      studyAlgorithm: "MANUAL",
      durationSeconds: 600,
      words: [word(1), word(2)],
    },
    now: NOW,
    day: { model: TOKYO, today: TODAY },
    account: { info: account, settings: { ...DEFAULT_FSRS_SETTINGS }, deckInCollection: true },
    words: new Map([
      [1, inReview("2026-11-15T13:00:00Z")],
      [2, inReview("2026-11-15T13:00:00Z")],
    ]),
    laterReviews: [],
    activity: { learned: 0, reviewed: 0, level: 0 },
    ...over,
  };
}

describe("planSessionSave (no database)", () => {
  it("a deck not in the collection is refused with the spec's text", () => {
    const plan = planSessionSave(reads({ account: { ...reads().account, deckInCollection: false } }));
    expect(plan).toEqual({ kind: "refused", code: "NOT_FOUND", message: "Deck not found" });
  });

  it("a session with no answered word saves nothing and says so", () => {
    const base = reads();
    const plan = planSessionSave({ ...base, session: { ...base.session, words: [word(1, { reviewedCount: 0 })] } });
    expect(plan.kind).toBe("nothing-to-save");
    expect(plan.kind === "nothing-to-save" && plan.response).toMatchObject({
      message: "No activity to save",
      savedWords: 0,
    });
  });

  it("words that are not in the deck are named in a validation error", () => {
    const plan = planSessionSave(reads({ words: new Map([[1, inReview("2026-11-15T13:00:00Z")]]) }));
    expect(plan).toMatchObject({
      kind: "refused",
      code: "VALIDATION_ERROR",
      fields: { words: "Words 2 are not in this deck" },
    });
  });

  it("a manual session with a word left unrated is refused, naming the word", () => {
    const base = reads();
    const plan = planSessionSave({ ...base, session: { ...base.session, words: [word(1), word(2, { ratings: [] })] } });
    expect(plan).toMatchObject({ kind: "refused", fields: { words: "Word 2 has no rating" } });
  });

  it("plans the session row, one progress row and one log row per word, and the answer stored with it", () => {
    const plan = planSessionSave(reads());
    if (plan.kind !== "write") throw new Error(`expected a write, got ${plan.kind}`);
    expect(plan.session).toMatchObject({
      id: plan.response.sessionId,
      userId: "u1",
      wordsReviewed: 2,
      durationSeconds: 600,
    });
    expect(plan.session.result).toBe(plan.response);
    expect(plan.progress.map((p) => [p.wordId, p.userId, p.subDeckId, p.historyCount, p.updatedAt])).toEqual([
      [1, "u1", "deck-1", 13, NOW],
      [2, "u1", "deck-1", 13, NOW],
    ]);
    expect(plan.logs.map((l) => [l.wordId, l.sessionId, l.rating, l.kind])).toEqual([
      [1, plan.response.sessionId, 3, "review"],
      [2, plan.response.sessionId, 3, "review"],
    ]);
    expect(plan.response).toMatchObject({ success: true, savedWords: 2, wordsReviewed: 2, wordsLearned: 0 });
    expect(plan.response.progress[0]!.nextReview).toBe(plan.progress[0]!.nextReview!.toISOString());
    expect(plan.replayedLogs).toEqual([]);
  });

  it("credits the learner's day: reviews and time added, the streak moved on from yesterday", () => {
    const plan = planSessionSave(reads());
    if (plan.kind !== "write") throw new Error("expected a write");
    expect(TODAY).toBe("2026-11-25");
    expect(plan.day.activity).toEqual({
      day: "2026-11-25",
      added: { learned: 0, reviewed: 2, seconds: 600 },
      level: 0,
    });
    expect(plan.day.account).toMatchObject({
      totalStudyTime: 1600,
      currentStreak: 5,
      topStreak: 9,
      lastStreakUpdate: "2026-11-25",
      streakFreezes: 0,
      updatedAt: NOW,
    });
    expect(plan.day.account).not.toHaveProperty("timeZone");
  });

  it("earns a freeze when this save meets the daily goal for the first time that day, not after", () => {
    const justBelow = planSessionSave(reads({ activity: { learned: 5, reviewed: 18, level: 0 } }));
    const alreadyMet = planSessionSave(reads({ activity: { learned: 5, reviewed: 20, level: 0 } }));
    const higherLevel = planSessionSave(reads({ activity: { learned: 5, reviewed: 18, level: 1 } }));
    const freezes = (plan: ReturnType<typeof planSessionSave>) =>
      plan.kind === "write" ? plan.day.account?.streakFreezes : undefined;
    expect([freezes(justBelow), freezes(alreadyMet), freezes(higherLevel)]).toEqual([1, 0, 0]);
  });

  it("a newer zone sent by the browser is stored with the streak; without a learner's row only the activity is credited", () => {
    const moved = planSessionSave(reads({ day: { model: TOKYO, today: TODAY, newTimeZone: "Asia/Tokyo" } }));
    const noRow = planSessionSave(reads({ account: { ...reads().account, info: null } }));
    expect(moved.kind === "write" && moved.day.account?.timeZone).toBe("Asia/Tokyo");
    expect(noRow.kind === "write" && noRow.day).toMatchObject({ account: null, activity: { day: TODAY } });
  });

  it("counts the day's learned words as those that became learned, and grades with the algorithm the session used", () => {
    const base = reads();
    const known = word(3, { alreadyKnow: true, reviewedCount: 0, correctCount: 0, responseTimes: [], ratings: [] });
    const plan = planSessionSave({
      ...base,
      session: { ...base.session, sessionType: "LEARN", studyAlgorithm: "AUTOMATIC", words: [known] },
      words: new Map([[3, { progress: null, history: { count: 0, recent: [] } }]]),
      account: { ...base.account, settings: { ...DEFAULT_FSRS_SETTINGS, studyAlgorithm: "MANUAL" } },
    });
    if (plan.kind !== "write") throw new Error("expected a write");
    expect(plan.logs[0]).toMatchObject({ kind: "known", mode: "AUTOMATIC" });
    expect(plan.day.activity.added).toEqual({ learned: 1, reviewed: 0, seconds: 600 });
    expect(plan.response.wordsLearned).toBe(1);
  });

  it("one Learn New of 5 words credits 5 learned today, its building step 0 more, and the day adds up to the totals", () => {
    const base = reads();
    const ids = [11, 12, 13, 14, 15];
    const fresh = new Map(ids.map((id) => [id, { progress: null, history: { count: 0, recent: [] } } as WordBefore]));
    const learn = planSessionSave({
      ...base,
      session: {
        ...base.session,
        sessionType: "LEARN",
        studyAlgorithm: "AUTOMATIC",
        words: ids.map((id) => learnedWord(id)),
      },
      words: fresh,
    });
    if (learn.kind !== "write") throw new Error("expected a write");
    expect(learn.day.activity.added.learned).toBe(5);
    // Every screen's learned count reads the progress rows the save wrote: the same 5.
    const rows = learn.progress.map((p) => ({ state: p.state, nextReview: p.nextReview, isIgnored: false }));
    expect(countWords(100, rows, NOW)).toMatchObject({ learned: 5, new: 95, building: 5 });

    // The words' first building step, reviewed 10 minutes later: reviews, not newly learned words.
    const later = new Date(NOW.getTime() + 10 * 60_000);
    const after = new Map(
      learn.progress.map((p) => [p.wordId, { progress: p, history: { count: 5, recent: [] } } as WordBefore]),
    );
    const review = planSessionSave({
      ...base,
      now: later,
      session: { ...base.session, sessionType: "NEED_REVIEW", words: ids.map((id) => word(id)) },
      words: after,
      activity: { learned: 5, reviewed: 0, level: 0 },
    });
    if (review.kind !== "write") throw new Error("expected a write");
    expect(review.day.activity.added).toMatchObject({ learned: 0, reviewed: 5 });
  });

  it("a word another device reviewed after this session's answer is graded first, then that review replayed", () => {
    // Word 1 was answered at 21:55 Tokyo time (12:55Z) but a review from 12:58Z reached the server first.
    const laterAt = new Date("2026-11-25T12:58:00Z");
    const base = reads();
    const session = { ...base.session, words: [word(1, { answeredAtMs: 5 * 60 * 1000 })] };
    const earlier: LoggedReview = logged("r-old", new Date("2026-11-15T13:00:00Z"));
    const later: LoggedReview = logged("r-new", laterAt);
    const plan = planSessionSave({
      ...base,
      session,
      words: new Map([[1, { ...inReview(laterAt.toISOString()), history: { count: 2, recent: [1, 1] } }]]),
      laterReviews: [earlier, later],
    });
    if (plan.kind !== "write") throw new Error("expected a write");
    expect(plan.logs[0]!.reviewedAt).toEqual(new Date("2026-11-25T12:55:00Z"));
    expect(plan.replayedLogs.map((l) => [l.id, l.rating])).toEqual([["r-new", 3]]);
    // The word ends as the later review left it, with every review counted.
    expect(plan.progress[0]!.lastReview).toEqual(laterAt);
    expect(plan.progress[0]!.historyCount).toBe(3);
  });
});

function logged(id: string, reviewedAt: Date): LoggedReview {
  return {
    id,
    wordId: 1,
    reviewedAt,
    rating: 3,
    stateBefore: 2,
    state: 2,
    due: new Date(reviewedAt.getTime() + 10 * 86_400_000),
    stability: 10,
    difficulty: 5,
    elapsedDays: 10,
    scheduledDays: 10,
    learningSteps: 0,
    kind: "review",
    mode: "MANUAL",
    attempts: [{ correct: true, ms: 2000 }],
    responseTimes: [2],
    firstAnswerCorrect: true,
    actualRetention: 1,
  };
}
