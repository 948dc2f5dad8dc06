import { describe, expect, it } from "vitest";
import { simulationInput } from "../test-support/planning";
import { simulate } from "./simulator";

const input = simulationInput({
  studied: [
    { stability: 30, difficulty: 5, dueDay: 3, lastReviewDay: -27 },
    { stability: 2, difficulty: 7, dueDay: -4, lastReviewDay: -6 },
  ],
});

describe("simulate", () => {
  it("plays the same days for the same seed, and other days for another", () => {
    expect(simulate(input)).toEqual(simulate(input));
    expect(simulate({ ...input, seed: 43 }).days).not.toEqual(simulate(input).days);
  });

  it("never counts more words known than the deck holds, nor fewer than none", () => {
    for (const seed of [1, 2, 3]) {
      const run = simulate({ ...input, seed, newPerDay: () => 40 });
      for (const day of run.days) {
        expect(day.known).toBeGreaterThanOrEqual(0);
        expect(day.known).toBeLessThanOrEqual(run.total);
      }
    }
  });

  it("introduces the new words at the pace asked, until the deck runs out", () => {
    const run = simulate(input);
    expect(run.days.slice(0, 30).every((d) => d.newWords === 10)).toBe(true);
    expect(run.days.slice(30).every((d) => d.newWords === 0)).toBe(true);
    expect(run.days.reduce((sum, d) => sum + d.newWords, 0)).toBe(300);
  });

  it("reviews an overdue word on the first day and counts it late", () => {
    const run = simulate({ ...input, newWords: 0 });
    expect(run.days[0]).toMatchObject({ reviews: 1, lateReviews: 1 });
  });

  it("leaves reviews over the daily limit for the next day, counted late", () => {
    const run = simulate({ ...input, reviewLimit: 5, newPerDay: () => 50 });
    expect(run.days.every((d) => d.reviews <= 5)).toBe(true);
    expect(run.days.some((d) => d.lateReviews > 0)).toBe(true);
  });

  it("costs the minutes its reviews, lapses and new words take", () => {
    const run = simulate(input);
    for (const d of run.days) expect(d.minutes).toBeCloseTo((d.reviews * 8 + d.lapses * 20 + d.newWords * 30) / 60, 9);
  });

  it("keeps recall near the desired retention, and higher retention costs more reviews", () => {
    const at = (retention: number) => simulate({ ...input, days: 200, retentionOn: () => retention });
    const low = at(0.8);
    const high = at(0.95);
    expect(low.remembered / low.reviewed).toBeGreaterThan(0.72);
    expect(low.remembered / low.reviewed).toBeLessThan(0.88);
    expect(high.remembered / high.reviewed).toBeGreaterThan(0.9);
    const reviews = (s: typeof low) => s.days.reduce((sum, d) => sum + d.reviews, 0);
    expect(reviews(high)).toBeGreaterThan(reviews(low));
  });

  it("puts nothing on a Minimum weekday while other days in the fuzz range are free", () => {
    const run = simulate({
      ...input,
      days: 90,
      studied: [],
      firstWeekday: 0,
      weekLoads: ["normal", "normal", "normal", "normal", "normal", "normal", "minimum"],
    });
    // After the first weeks (short intervals have a one-day range), Sundays stay nearly empty.
    const sundays = run.days.filter((_, day) => day >= 28 && day % 7 === 6).map((d) => d.reviews);
    const others = run.days.filter((_, day) => day >= 28 && day % 7 !== 6).map((d) => d.reviews);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(sundays)).toBeLessThan(mean(others) * 0.25);
  });
});
