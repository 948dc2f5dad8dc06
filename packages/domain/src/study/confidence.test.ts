import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ConfidenceInput,
  confidenceIndex,
  consistencyAdjustment,
  ratingFromConfidence,
  responseTimeScore,
} from "./confidence";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** Neutral extras: no previous review (no recency term), stability 10 (−5), no history (consistency 0). */
const base = (over: Partial<ConfidenceInput>): ConfidenceInput => ({
  correctCount: 1,
  reviewedCount: 1,
  responseTimes: [1],
  lastReview: null,
  stability: 10,
  recentRetention: [],
  now: NOW,
  ...over,
});

describe("responseTimeScore: 100 at ≤ 1 s, 0 at ≥ 3 s, linear between (README decision)", () => {
  it.each([
    [[0.2], 100],
    [[0.5, 1.5], 100], // average 1.0
    [[1], 100],
    [[1.2], 90],
    [[1.5], 75],
    [[2], 50],
    [[1, 3], 50], // average 2
    [[2.5], 25],
    [[2.9], 5],
    [[3], 0],
    [[4, 8], 0],
    [[120], 0],
  ])("times %j → %d", (times, score) => {
    expect(responseTimeScore(times)).toBeCloseTo(score, 10);
  });
  it("is linear: each 0.1 s between 1 s and 3 s costs 5 points", () => {
    for (let tenths = 10; tenths <= 30; tenths++) {
      expect(responseTimeScore([tenths / 10])).toBeCloseTo(100 - (tenths - 10) * 5, 8);
    }
  });
  it("averages all the times given (not only the last 5)", () => {
    // average of [3,3,3,3,3,1,1,1,1,1] = 2 → 50; the last five alone would give 100.
    expect(responseTimeScore([3, 3, 3, 3, 3, 1, 1, 1, 1, 1])).toBeCloseTo(50, 10);
  });
  it("is non-increasing in the average time (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 100, noNaN: true }),
        fc.double({ min: 0.001, max: 100, noNaN: true }),
        (a, b) => {
          const [fast, slow] = a <= b ? [a, b] : [b, a];
          expect(responseTimeScore([fast])).toBeGreaterThanOrEqual(responseTimeScore([slow]));
          expect(responseTimeScore([fast])).toBeLessThanOrEqual(100);
          expect(responseTimeScore([slow])).toBeGreaterThanOrEqual(0);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe("consistencyAdjustment: between −10 and +5", () => {
  it("all of the recent reviews remembered → +5", () => expect(consistencyAdjustment([1, 1, 1, 1, 1])).toBe(5));
  it("none remembered → −10", () => expect(consistencyAdjustment([0, 0, 0])).toBe(-10));
  it("no history → 0", () => expect(consistencyAdjustment([])).toBe(0));
  it("stays within −10…+5 for any history (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1), { maxLength: 30 }), (history) => {
        const adj = consistencyAdjustment(history);
        expect(adj).toBeGreaterThanOrEqual(-10);
        expect(adj).toBeLessThanOrEqual(5);
      }),
      { seed: 8, numRuns: 300 },
    );
  });
  it("more remembered reviews never lower the adjustment (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(0, 1), { minLength: 1, maxLength: 5 }), fc.nat(4), (history, i) => {
        const idx = i % history.length;
        const better = history.map((r, j) => (j === idx ? 1 : r));
        expect(consistencyAdjustment(better)).toBeGreaterThanOrEqual(consistencyAdjustment(history));
      }),
      { seed: 9, numRuns: 300 },
    );
  });
});

describe("confidenceIndex: 70 % correctness + 30 % response-time score (spec §5)", () => {
  it("all correct and fast, stability ≥ 10 (−5): 70 + 30 − 5 = 95", () => {
    expect(confidenceIndex(base({ correctCount: 4, reviewedCount: 4, responseTimes: [0.8, 1] }))).toBe(95);
  });
  it("all correct at 2 s average: 70 + 15 − 5 = 80", () => {
    expect(confidenceIndex(base({ correctCount: 2, reviewedCount: 2, responseTimes: [1.5, 2.5] }))).toBe(80);
  });
  it("all correct and slow (≥ 3 s): 70 + 0 − 5 = 65", () => {
    expect(confidenceIndex(base({ correctCount: 3, reviewedCount: 3, responseTimes: [3, 5, 4] }))).toBe(65);
  });
});

describe("confidenceIndex: error penalties −15 / −30 / −50 and the cap at 50 (spec §5)", () => {
  it("1 wrong of 4, 1.5 s: 0.7·75 + 0.3·75 − 15 − 5 = 55", () => {
    expect(confidenceIndex(base({ correctCount: 3, reviewedCount: 4, responseTimes: [1.5] }))).toBe(55);
  });
  it("2 wrong of 6, 1.5 s, last review 12 h ago (−10), stability 7 (+3): 0.7·66.67 + 22.5 − 30 − 10 + 3 = 32.17", () => {
    const index = confidenceIndex(
      base({ correctCount: 4, reviewedCount: 6, responseTimes: [1.5], lastReview: ago(12 * HOUR), stability: 7 }),
    );
    // 46.6667 + 22.5 − 30 − 10 + 3 = 32.1667
    expect(index).toBeCloseTo(32.1667, 2);
  });
  it("3 wrong of 10, 1 s, 10 days ago (+10), stability 0.2 (+15), all remembered (+5): 49 + 30 − 50 + 10 + 15 + 5 = 59 → capped at 50", () => {
    const index = confidenceIndex(
      base({
        correctCount: 7,
        reviewedCount: 10,
        responseTimes: [1],
        lastReview: ago(10 * DAY),
        stability: 0.2,
        recentRetention: [1, 1, 1, 1, 1],
      }),
    );
    expect(index).toBe(50);
  });
  it("3 wrong, the cap does not raise a lower index: 0.7·40 + 0 − 50 − 5 = −27 → 0", () => {
    expect(confidenceIndex(base({ correctCount: 2, reviewedCount: 5, responseTimes: [3] }))).toBe(0);
  });
  it("4 wrong costs the same 50 as 3 wrong (beyond the correctness share)", () => {
    // 8/12 correct (4 wrong): 0.7·66.67 + 30 − 50 + 10 (old) + 15 (stability 0.5) = 51.67 → capped 50
    const four = confidenceIndex(
      base({ correctCount: 8, reviewedCount: 12, responseTimes: [1], lastReview: ago(30 * DAY), stability: 0.5 }),
    );
    expect(four).toBe(50);
    // 9/12 (3 wrong): 0.7·75 + 30 − 50 + 10 + 15 = 57.5 → capped 50
    const three = confidenceIndex(
      base({ correctCount: 9, reviewedCount: 12, responseTimes: [1], lastReview: ago(30 * DAY), stability: 0.5 }),
    );
    expect(three).toBe(50);
    // 8/12 without the extras: 46.67 + 30 − 50 − 5 = 21.67
    expect(confidenceIndex(base({ correctCount: 8, reviewedCount: 12, responseTimes: [1] }))).toBeCloseTo(21.6667, 2);
  });
  it("with 3+ wrong the index never exceeds 50 (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 3, max: 20 }),
        fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { maxLength: 10 }),
        fc.option(fc.integer({ min: 0, max: 400 * DAY }), { nil: null }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.array(fc.constantFrom(0, 1), { maxLength: 8 }),
        (correct, wrong, times, age, stability, recent) => {
          const index = confidenceIndex({
            correctCount: correct,
            reviewedCount: correct + wrong,
            responseTimes: times,
            lastReview: age === null ? null : ago(age),
            stability,
            recentRetention: recent,
            now: NOW,
          });
          expect(index).toBeLessThanOrEqual(50);
        },
      ),
      { seed: 10, numRuns: 300 },
    );
  });
});

describe("confidenceIndex: recency −10 within a day / 0 within 7 days / +10 older (spec §5)", () => {
  // 1 correct of 1 at 2 s, stability 10: 70 + 15 − 5 = 80 before the recency term.
  const at = (lastReview: Date | null) => confidenceIndex(base({ responseTimes: [2], lastReview }));
  it("no previous review: no recency term (80)", () => expect(at(null)).toBe(80));
  it("reviewed 1 minute ago: −10 (70)", () => expect(at(ago(60_000))).toBe(70));
  it("reviewed 23 hours ago: −10 (70)", () => expect(at(ago(23 * HOUR))).toBe(70));
  it("reviewed exactly 1 day ago: −10 (70)", () => expect(at(ago(DAY))).toBe(70));
  it("reviewed 1 day and 1 minute ago: 0 (80)", () => expect(at(ago(DAY + 60_000))).toBe(80));
  it("reviewed 3 days ago: 0 (80)", () => expect(at(ago(3 * DAY))).toBe(80));
  it("reviewed exactly 7 days ago: 0 (80)", () => expect(at(ago(7 * DAY))).toBe(80));
  it("reviewed 7 days and 1 minute ago: +10 (90)", () => expect(at(ago(7 * DAY + 60_000))).toBe(90));
  it("reviewed 100 days ago: +10 (90)", () => expect(at(ago(100 * DAY))).toBe(90));
});

describe("confidenceIndex: stability < 1 +15, < 5 +8, < 10 +3, else −5 (spec §5)", () => {
  // 1 correct of 1 at 2.5 s: 70 + 7.5 = 77.5 before the stability term.
  const at = (stability: number) => confidenceIndex(base({ responseTimes: [2.5], stability }));
  it.each([
    [0, 92.5],
    [0.999, 92.5],
    [1, 85.5],
    [4.99, 85.5],
    [5, 80.5],
    [9.99, 80.5],
    [10, 72.5],
    [365, 72.5],
  ])("stability %d → %d", (stability, expected) => {
    expect(at(stability)).toBeCloseTo(expected, 10);
  });
});

describe("confidenceIndex: consistency (−10…+5) and clamping to 0–100 (spec §5)", () => {
  it("all recent reviews remembered adds 5: 70 + 15 − 5 + 5 = 85", () => {
    expect(confidenceIndex(base({ responseTimes: [2], recentRetention: [1, 1, 1] }))).toBe(85);
  });
  it("no recent review remembered takes 10: 70 + 15 − 5 − 10 = 70", () => {
    expect(confidenceIndex(base({ responseTimes: [2], recentRetention: [0, 0, 0] }))).toBe(70);
  });
  it("clamps at 100: 70 + 30 + 10 (old) + 15 (new) + 5 = 130 → 100", () => {
    expect(
      confidenceIndex(
        base({ responseTimes: [0.5], lastReview: ago(30 * DAY), stability: 0, recentRetention: [1, 1, 1, 1, 1] }),
      ),
    ).toBe(100);
  });
  it("clamps at 0: 0 correct of 2 at 5 s, 2 wrong (−30), yesterday (−10), stability 20 (−5), none remembered (−10) → 0", () => {
    expect(
      confidenceIndex(
        base({
          correctCount: 0,
          reviewedCount: 2,
          responseTimes: [5],
          lastReview: ago(2 * HOUR),
          stability: 20,
          recentRetention: [0, 0],
        }),
      ),
    ).toBe(0);
  });
  it("a combined example: 5/6 at 1.8 s, 4 days ago, stability 3, all remembered: 58.33 + 18 − 15 + 0 + 8 + 5 = 74.33", () => {
    const index = confidenceIndex(
      base({
        correctCount: 5,
        reviewedCount: 6,
        responseTimes: [1.6, 2],
        lastReview: ago(4 * DAY),
        stability: 3,
        recentRetention: [1, 1, 1, 1, 1],
      }),
    );
    expect(index).toBeCloseTo(74.3333, 2);
  });
  it("stays within 0–100 for any input (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.double({ min: 0, max: 4000, noNaN: true }), { maxLength: 12 }),
        fc.option(fc.integer({ min: 0, max: 1000 * DAY }), { nil: null }),
        fc.double({ min: 0, max: 36500, noNaN: true }),
        fc.array(fc.constantFrom(0, 1), { maxLength: 12 }),
        (a, b, times, age, stability, recent) => {
          const index = confidenceIndex({
            correctCount: Math.min(a, b),
            reviewedCount: Math.max(a, b),
            responseTimes: times,
            lastReview: age === null ? null : ago(age),
            stability,
            recentRetention: recent,
            now: NOW,
          });
          expect(Number.isFinite(index)).toBe(true);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThanOrEqual(100);
        },
      ),
      { seed: 11, numRuns: 400 },
    );
  });
});

describe("ratingFromConfidence: 0–50 → 1, 51–75 → 2, 76–90 → 3, 91–100 → 4 (spec §5)", () => {
  it.each([
    [0, 1],
    [25, 1],
    [50, 1],
    [51, 2],
    [60, 2],
    [75, 2],
    [76, 3],
    [85, 3],
    [90, 3],
    [91, 4],
    [95, 4],
    [100, 4],
  ])("index %d → rating %d", (index, rating) => {
    expect(ratingFromConfidence(index)).toBe(rating);
  });
  it("is non-decreasing across 0–100 (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(ratingFromConfidence(lo)).toBeLessThanOrEqual(ratingFromConfidence(hi));
          expect([1, 2, 3, 4]).toContain(ratingFromConfidence(lo));
        },
      ),
      { seed: 12, numRuns: 300 },
    );
  });
  it("a word with 3+ wrong answers (index capped at 50) is always rated Again", () => {
    const index = confidenceIndex(
      base({ correctCount: 10, reviewedCount: 13, responseTimes: [0.5], lastReview: ago(60 * DAY), stability: 0 }),
    );
    expect(index).toBe(50);
    expect(ratingFromConfidence(index)).toBe(1);
  });
});
