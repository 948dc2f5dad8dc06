import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { planLearner } from "../test-support/planning";
import { planInput, predictShares, shareKnownAtTheEnd } from "./plan-branches";
import { MISSED_DAYS, pessimisticShare, planScenarios, spreadWeights } from "./plan-scenarios";
import { simulate } from "./simulator";

describe("plan scenarios", () => {
  it("play the app's memory, a weaker and a stronger one, each missing a tenth of the days", () => {
    const runs = planScenarios(default_w, 10);
    expect(runs.map((r) => r.seed)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(runs.every((r) => r.missRate === MISSED_DAYS)).toBe(true);
    expect(runs[0]!.truth).toBeUndefined();
    expect(runs[2]!.truth![0]).toBeCloseTo(default_w[0]! * 0.6, 9);
    expect(runs[2]!.truth![8]).toBeCloseTo(default_w[8]! - 0.2, 9);
    expect(runs[4]!.truth![3]).toBeCloseTo(default_w[3]! * 1.6, 9);
    expect(spreadWeights(default_w, { factor: 1, growth: -100 })[8]).toBe(0.01);
  });

  it("predict the share five of six runs reach, not their mean", () => {
    expect(pessimisticShare([0.95, 0.8, 0.9, 0.85, 0.7, 0.99])).toBe(0.8);
    expect(pessimisticShare([0.5])).toBe(0.5);
    expect(pessimisticShare([])).toBe(0);
  });
});

const learner = planLearner({ newWords: 400, buildingSteps: 3, youngCap: { answers: 10, days: 2 } });

describe("a plan's runs", () => {
  it("make up a missed day's words in the days after it, as Learn New offers them", () => {
    // 1,000 words at 10 a day over 60 days: the plan introduces 600.
    const deck = { ...learner, newWords: 1000 };
    for (const run of planScenarios(deck.weights, 10)) {
      const days = simulate(planInput(deck, 60, 10, null, run)).days;
      const missed = days.filter((d) => !d.studied).length;
      const introduced = days.reduce((sum, d) => sum + d.newWords, 0);
      expect(missed).toBeGreaterThan(0);
      // Without making up, each missed day would cost its 10 words; never more than three times the pace a day.
      expect(introduced).toBeGreaterThan(600 - 10 * missed);
      expect(introduced).toBeLessThanOrEqual(600);
      expect(Math.max(...days.map((d) => d.newWords))).toBeGreaterThan(10);
      expect(Math.max(...days.map((d) => d.newWords))).toBeLessThanOrEqual(30);
    }
    // The app's own model, no day missed: never more than the pace.
    const own = simulate(planInput(deck, 60, 10, null, 10)).days;
    expect(Math.max(...own.map((d) => d.newWords))).toBe(10);
    expect(predictShares(deck, 60, 10, null, 10)).toHaveLength(6);
  });
});
