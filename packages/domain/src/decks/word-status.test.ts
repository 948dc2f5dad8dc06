import { describe, expect, it } from "vitest";
import { DAILY_GOAL_LEVELS, goalPercent, languageDisplayName, paginate, truncateWords } from "./constants";
import { sessionAvailability } from "./session-unlock";
import { canToggleIgnore, isDue, isReviewCandidate, normaliseState, wordStatus } from "./word-status";

const now = new Date("2026-11-21T12:00:00Z");
const at = (iso: string) => new Date(iso);
const progress = (
  patch: Partial<{ state: number | string; learningSteps: number; nextReview: Date | null; isIgnored: boolean }>,
) => ({
  state: 2,
  learningSteps: 0,
  nextReview: at("2026-11-22T12:00:00Z"),
  isIgnored: false,
  ...patch,
});

describe("wordStatus", () => {
  it("no record → not learned (grey)", () => {
    expect(wordStatus(null, now)).toEqual({ kind: "not-learned", label: "Not learned", tone: "grey" });
  });
  it("a record back at new (a leech learned again) → not learned", () => {
    expect(wordStatus(progress({ state: 0, learningSteps: 0, nextReview: null }), now).kind).toBe("not-learned");
  });
  it("ignored wins over everything", () => {
    expect(wordStatus(progress({ isIgnored: true, nextReview: at("2026-01-01T00:00:00Z") }), now).kind).toBe("ignored");
  });
  it("building phase shows n = 3 − steps, cyan / yellow when due / orange when overdue > 1 day", () => {
    expect(wordStatus(progress({ state: 1, learningSteps: 3, nextReview: at("2026-11-21T12:01:00Z") }), now)).toEqual({
      kind: "building",
      label: "Building (0/3)",
      tone: "cyan",
    });
    expect(wordStatus(progress({ state: 1, learningSteps: 1, nextReview: at("2026-11-21T11:00:00Z") }), now).tone).toBe(
      "yellow",
    );
    expect(
      wordStatus(progress({ state: "1", learningSteps: 2, nextReview: at("2026-11-20T11:59:00Z") }), now),
    ).toMatchObject({
      label: "Building (1/3)",
      tone: "orange",
    });
  });
  it("learned, due at or after next review, overdue after 24 hours", () => {
    expect(wordStatus(progress({}), now).kind).toBe("learned");
    expect(wordStatus(progress({ nextReview: now }), now).kind).toBe("due");
    expect(wordStatus(progress({ nextReview: at("2026-11-20T12:00:00Z") }), now).kind).toBe("due");
    expect(wordStatus(progress({ nextReview: at("2026-11-20T11:59:59Z") }), now)).toMatchObject({
      kind: "overdue",
      tone: "orange",
    });
  });
  it("states arrive as numbers or strings; unknown values count as review", () => {
    expect(normaliseState("2")).toBe(2);
    expect(normaliseState(1)).toBe(1);
    expect(normaliseState(7)).toBe(2);
    expect(normaliseState("x")).toBe(2);
  });
});

describe("review candidates, due words and ignore toggling", () => {
  it("a review candidate is learned and not ignored", () => {
    expect(isReviewCandidate(progress({}))).toBe(true);
    expect(isReviewCandidate(progress({ isIgnored: true }))).toBe(false);
    // A word in its building steps finished Learn New: learned, its building steps are its first reviews.
    expect(isReviewCandidate(progress({ state: 1, learningSteps: 2 }))).toBe(true);
    expect(isReviewCandidate(progress({ state: 0 }))).toBe(false);
    expect(isReviewCandidate(null)).toBe(false);
  });
  it("due = next review at or before now, not ignored", () => {
    expect(isDue(progress({ nextReview: now }), now)).toBe(true);
    expect(isDue(progress({ nextReview: at("2026-11-21T12:00:01Z") }), now)).toBe(false);
    expect(isDue(progress({ nextReview: now, isIgnored: true }), now)).toBe(false);
  });
  it("only learned or ignored words can be toggled", () => {
    expect(canToggleIgnore(null)).toBe(false);
    expect(canToggleIgnore(progress({ state: 0 }))).toBe(false);
    expect(canToggleIgnore(progress({ state: 1, learningSteps: 2 }))).toBe(true);
    expect(canToggleIgnore(progress({}))).toBe(true);
    expect(canToggleIgnore(progress({ state: 1, isIgnored: true }))).toBe(true);
  });
});

describe("sessionAvailability", () => {
  const find = (list: ReturnType<typeof sessionAvailability>, kind: string) => list.find((s) => s.kind === kind)!;
  it("locks everything but Learn New on a fresh deck, and says why", () => {
    const list = sessionAvailability({ wordCount: 100, started: 0, learned: 0, due: 0 });
    expect(find(list, "learn-new").unlocked).toBe(true);
    for (const kind of ["review", "audio-review", "time-rush", "hard-words", "need-review"]) {
      expect(find(list, kind).unlocked).toBe(false);
      expect(find(list, kind).reason).toBeTruthy();
    }
    expect(find(list, "review").reason).toBe("Learn 5 more words to unlock (needs 5 learned).");
  });
  it("applies the thresholds 1, 5, 10 and 1 due", () => {
    const at4 = sessionAvailability({ wordCount: 100, started: 4, learned: 4, due: 0 });
    expect(find(at4, "review").unlocked).toBe(false);
    const at5 = sessionAvailability({ wordCount: 100, started: 5, learned: 5, due: 1 });
    expect(find(at5, "review").unlocked && find(at5, "audio-review").unlocked && find(at5, "time-rush").unlocked).toBe(
      true,
    );
    expect(find(at5, "hard-words").unlocked).toBe(false);
    expect(find(at5, "need-review").unlocked).toBe(true);
    expect(find(sessionAvailability({ wordCount: 100, started: 10, learned: 10, due: 0 }), "hard-words").unlocked).toBe(
      true,
    );
    expect(find(sessionAvailability({ wordCount: 10, started: 10, learned: 10, due: 0 }), "learn-new").unlocked).toBe(
      false,
    );
  });
});

describe("helpers", () => {
  it("daily goal levels and percentages", () => {
    expect(DAILY_GOAL_LEVELS.map((l) => [l.learn, l.review])).toEqual([
      [5, 20],
      [15, 50],
      [25, 100],
    ]);
    expect(goalPercent(3, 5)).toBe(60);
    expect(goalPercent(40, 20)).toBe(100);
  });
  it("truncates descriptions to 16 words", () => {
    const text = Array.from({ length: 20 }, (_, i) => `w${i + 1}`).join(" ");
    expect(truncateWords(text)).toBe(`${Array.from({ length: 16 }, (_, i) => `w${i + 1}`).join(" ")}...`);
    expect(truncateWords("short text")).toBe("short text");
  });
  it("capitalises language names and paginates from 1", () => {
    expect(languageDisplayName("chinese")).toBe("Chinese");
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(paginate(items, 3, 9)).toEqual({ items: [18, 19], total: 20, page: 3, pageCount: 3 });
    expect(paginate(items, 9, 9).page).toBe(3);
    expect(paginate([], 1, 9)).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("word status on vacation", () => {
  it("due words wait without turning overdue", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const weekLate = { state: 2, learningSteps: 0, nextReview: new Date("2026-11-18T12:00:00Z"), isIgnored: false };
    expect(wordStatus(weekLate, now).kind).toBe("overdue");
    expect(wordStatus(weekLate, now, { vacation: true })).toEqual({ kind: "due", label: "Due", tone: "yellow" });
    const building = { ...weekLate, state: 1, learningSteps: 2 };
    expect(wordStatus(building, now).tone).toBe("orange");
    expect(wordStatus(building, now, { vacation: true }).tone).toBe("yellow");
  });
});
