import { describe, expect, it } from "vitest";
import { comingDueText, formatDueIn, nextComingDue, recallChance } from "./coming-due";

const NOW = new Date("2026-11-25T12:00:00Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

describe("the next words to come due", () => {
  it("is the earliest waiting word and those within a minute of it; due, ignored and unstudied words wait for nothing", () => {
    const rows = [
      { nextReview: at(4) },
      { nextReview: at(4.5) },
      { nextReview: at(5) },
      { nextReview: at(6) },
      { nextReview: at(-10) },
      { nextReview: at(1), isIgnored: true },
      { nextReview: null },
    ];
    const coming = nextComingDue(rows, NOW)!;
    expect(coming).toEqual({ count: 3, at: new Date(at(4)) });
    expect(comingDueText(coming, NOW)).toBe("3 words due in 4 min");
    expect(nextComingDue([{ nextReview: at(-1) }], NOW)).toBeNull();
  });

  it("says when in minutes, hours or days", () => {
    const when = (minutes: number) => formatDueIn(new Date(at(minutes)), NOW);
    expect([when(0.2), when(1), when(59), when(60), when(150), when(24 * 60), when(3 * 24 * 60)]).toEqual([
      "in 1 min",
      "in 1 min",
      "in 59 min",
      "in 1 h",
      "in 3 h",
      "in 1 day",
      "in 3 days",
    ]);
    expect(comingDueText({ count: 1, at: new Date(at(120)) }, NOW)).toBe("1 word due in 2 h");
  });
});

describe("the chance of recalling a word now", () => {
  it("is 90 % once as many days have passed as its stability, higher before, lower after", () => {
    const lastReview = new Date(NOW.getTime() - 10 * 86_400_000);
    expect(recallChance({ stability: 10, lastReview }, NOW)).toBeCloseTo(0.9, 6);
    expect(recallChance({ stability: 20, lastReview }, NOW)!).toBeGreaterThan(0.9);
    expect(recallChance({ stability: 5, lastReview }, NOW)!).toBeLessThan(0.9);
    expect(recallChance({ stability: null, lastReview }, NOW)).toBeNull();
    expect(recallChance({ stability: 3, lastReview: null }, NOW)).toBeNull();
  });
});
