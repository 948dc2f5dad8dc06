import { describe, expect, it } from "vitest";
import { planLearner, simulationInput } from "../test-support/planning";
import { predictPlan } from "./exam-planner";
import { largestPace, smallestPace } from "./pace-search";
import { PlanBranches, planInput, shareKnownAtTheEnd } from "./plan-branches";
import { pessimisticShare, planScenarios } from "./plan-scenarios";
import { SimulationRun } from "./simulation-run";
import { simulate } from "./simulator";

const input = simulationInput({
  retentionOn: (day) => (day >= 50 ? 0.95 : 0.9),
  studied: [
    { stability: 30, difficulty: 5, dueDay: 3, lastReviewDay: -27 },
    { stability: 2, difficulty: 7, dueDay: -4, lastReviewDay: -6 },
    { stability: 0.5, difficulty: 9, dueDay: 0, lastReviewDay: 0 },
  ],
  newWords: 400,
  newPerDay: () => 12,
  reviewLimit: 40,
  days: 80,
  seed: 7,
  weekLoads: ["normal", "normal", "reduced", "normal", "normal", "normal", "minimum"],
});

describe("SimulationRun", () => {
  it("stopped at a day and copied, goes on to the same days as a run played through", () => {
    const whole = simulate(input);
    const run = SimulationRun.start(input).advance(33);
    const copy = run.copy();
    expect(copy.advance(input.days).result()).toEqual(whole);
    // The original is untouched by its copy and goes on alike.
    expect(run.advance(input.days).result()).toEqual(whole);
  });

  it("copied with another retention from a day, plays what a run with that retention from the start plays", () => {
    const boosted = { ...input, retentionOn: (day: number) => (day >= 60 ? 0.97 : input.retentionOn(day)) };
    const branch = SimulationRun.start(input).advance(60).copy(boosted.retentionOn).advance(input.days).result();
    expect(branch).toEqual(simulate(boosted));
    expect(branch).not.toEqual(simulate(input));
  });
});

const learner = planLearner();

describe("PlanBranches", () => {
  it("predicts each boost as runs played from day 0 with it would", () => {
    const boost = { lastDays: 14, retention: 0.95 };
    const branches = new PlanBranches(learner, 60, 8, 5, [46, 32]);
    const outcome = branches.outcome(boost);
    const runs = planScenarios(learner.weights, 5).map((run) => simulate(planInput(learner, 60, 8, boost, run)));
    expect(outcome.share).toBe(pessimisticShare(runs.map(shareKnownAtTheEnd)));
    expect(outcome).toEqual(predictPlan(learner, 60, 8, boost, 5));
    expect(branches.outcome(null).share).toBeLessThan(outcome.share);
  });
});

describe("pace searches", () => {
  const tested: number[] = [];
  const from = (threshold: number) => (n: number) => {
    tested.push(n);
    return n >= threshold;
  };

  it("find the smallest pace meeting a test from any guess, or none", () => {
    for (const guess of [1, 3, 17, 40, 100]) {
      expect(smallestPace(100, guess, from(17))).toBe(17);
      expect(smallestPace(100, guess, from(1))).toBe(1);
      expect(smallestPace(100, guess, from(101))).toBeNull();
    }
    expect(smallestPace(0, 5, () => true)).toBe(0);
    expect(smallestPace(0, 5, () => false)).toBeNull();
  });

  it("find the largest pace meeting a test up to some pace from any guess, or none", () => {
    for (const guess of [1, 3, 17, 40, 100]) {
      expect(largestPace(100, guess, (n) => n <= 17)).toBe(17);
      expect(largestPace(100, guess, (n) => n <= 100)).toBe(100);
      expect(largestPace(100, guess, () => false)).toBeNull();
    }
  });

  it("cost a few tests when the guess is near", () => {
    tested.length = 0;
    expect(smallestPace(2000, 16, from(17))).toBe(17);
    expect(tested.length).toBeLessThanOrEqual(3);
  });
});

describe("SimulationRun.deckNow", () => {
  it("hands on the deck as the app holds it that morning, with the words still new", () => {
    const plain = { ...input, studied: [], reviewLimit: 9999, loadBalance: false, weekLoads: undefined };
    const run = SimulationRun.start(plain).advance(30);
    const now = run.deckNow();
    expect(now.studied).toHaveLength(360);
    expect(now.newWords).toBe(40);
    expect(now.studied.every((w) => w.lastReviewDay <= 0 && w.dueDay >= 0)).toBe(true);
    // A run started from the handed-on words reviews on its first day the words the run itself reviews that day.
    const again = SimulationRun.start({ ...plain, studied: now.studied, newWords: 0, newPerDay: () => 0, days: 1 });
    const before = run.advance(31).result().days[30]!;
    expect(again.advance(1).result().days[0]!.reviews).toBe(before.reviews);
  });
});
