import { describe, expect, it } from "vitest";
import { catchUpHiddenThrough, catchUpPlan, catchUpWarning, isBacklogWord, isCatchUpHidden } from "./catch-up";

describe("the catch-up plan", () => {
  it("is offered only when more than three days of the review goal are due", () => {
    expect(catchUpPlan(60, 20, "2026-11-25")).toBeNull();
    expect(catchUpPlan(61, 20, "2026-11-25")).toEqual({ due: 61, dailyCap: 20, days: 4, endDay: "2026-11-28" });
  });

  it("raises the daily cap so a big backlog is cleared within a week", () => {
    expect(catchUpPlan(500, 20, "2026-11-25")).toEqual({ due: 500, dailyCap: 72, days: 7, endDay: "2026-12-01" });
    expect(catchUpPlan(1000, 100, "2026-12-30")).toEqual({
      due: 1000,
      dailyCap: 143,
      days: 7,
      endDay: "2027-01-05",
    });
  });

  it("never divides by a zero goal", () => {
    expect(catchUpPlan(10, 0, "2026-11-25")).toMatchObject({ dailyCap: 2, days: 5 });
  });
});

describe("what counts as backlog", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const yesterday = new Date("2026-11-24T12:00:00Z");
  const soon = new Date("2026-11-25T12:10:00Z");
  it("a learned word (review state) due now", () => {
    expect(isBacklogWord({ state: 2, nextReview: yesterday, isIgnored: false }, now)).toBe(true);
    expect(isBacklogWord({ state: "2", nextReview: now, isIgnored: false }, now)).toBe(true);
  });
  it("not a word in its building steps or relearning steps (minutes apart by design), nor one not yet due or ignored", () => {
    expect(isBacklogWord({ state: 1, nextReview: yesterday, isIgnored: false }, now)).toBe(false);
    expect(isBacklogWord({ state: 3, nextReview: yesterday, isIgnored: false }, now)).toBe(false);
    expect(isBacklogWord({ state: 2, nextReview: soon, isIgnored: false }, now)).toBe(false);
    expect(isBacklogWord({ state: 2, nextReview: yesterday, isIgnored: true }, now)).toBe(false);
    expect(isBacklogWord({ state: 2, nextReview: null, isIgnored: false }, now)).toBe(false);
  });
});

describe("the learner decides", () => {
  const plan = { endDay: "2026-11-28" };
  it("snoozed: out of sight for the rest of today, back tomorrow", () => {
    const through = catchUpHiddenThrough("snooze", plan, "2026-11-25");
    expect(through).toBe("2026-11-25");
    expect(isCatchUpHidden(through, "2026-11-25")).toBe(true);
    expect(isCatchUpHidden(through, "2026-11-26")).toBe(false);
  });
  it("dismissed: out of sight until the plan would have ended", () => {
    const through = catchUpHiddenThrough("dismiss", plan, "2026-11-25");
    expect(through).toBe("2026-11-28");
    expect(isCatchUpHidden(through, "2026-11-28")).toBe(true);
    expect(isCatchUpHidden(through, "2026-11-29")).toBe(false);
    expect(isCatchUpHidden(null, "2026-11-25")).toBe(false);
  });
  it("Learn New's one-line warning, with the date as the app writes it", () => {
    expect(catchUpWarning({ due: 1400, endDay: "2026-11-28" }, (day) => `<${day}>`)).toBe(
      "1,400 reviews are waiting (catch-up plan until <2026-11-28>): new words will add to them.",
    );
  });
});
