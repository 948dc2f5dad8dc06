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
  it("fall below the app's own model's run when the pace leaves words new: missed days cost them", () => {
    // 1,000 words at 10 a day over 60 days: 600 introduced if no day is missed.
    const deck = { ...learner, newWords: 1000 };
    const own = shareKnownAtTheEnd(simulate(planInput(deck, 60, 10, null, 10)));
    const shares = predictShares(deck, 60, 10, null, 10);
    expect(shares).toHaveLength(6);
    expect(pessimisticShare(shares)).toBeLessThan(own - 0.02);
  });
});
