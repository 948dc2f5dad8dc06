import { default_w } from "ts-fsrs";
import type { StoredExamPlan } from "../planning/exam-plan";
import type { PlanLearner } from "../planning/plan-types";
import type { SimulationInput } from "../planning/simulation-types";

/** Builders the planner's tests share: a learner, a saved plan, a simulation's input. */

/** A learner with FSRS's default weights at 90 %, nothing studied, 300 new words, answers of 8 s (a lapse 20 s, a new word 30 s). */
export function planLearner(over: Partial<PlanLearner> = {}): PlanLearner {
  return {
    weights: [...default_w],
    retention: 0.9,
    studied: [],
    newWords: 300,
    reviewLimit: 9999,
    seconds: { review: 8, lapse: 20, newWord: 30 },
    maximumInterval: 36500,
    loadBalance: false,
    ...over,
  };
}

/** A plan saved on 1 December 2026 for 90 % on 31 March 2027: 10 new words a day of 600, 95 % in the last 14 days. */
export const STORED_PLAN: StoredExamPlan = {
  examDate: "2027-03-31",
  targetPercent: 90,
  newPerDay: 10,
  boostLastDays: 14,
  boostRetention: 0.95,
  predictedShare: 0.917,
  plannedOn: "2026-12-01",
  newAtPlan: 600,
};

/** A simulation of 60 days, seed 42: FSRS's default weights at 90 %, 300 new words at 10 a day, 8 s answers, balanced load. */
export function simulationInput(over: Partial<SimulationInput> = {}): SimulationInput {
  return {
    weights: [...default_w],
    retentionOn: () => 0.9,
    studied: [],
    newWords: 300,
    newPerDay: () => 10,
    reviewLimit: 9999,
    days: 60,
    seed: 42,
    seconds: { review: 8, lapse: 20, newWord: 30 },
    maximumInterval: 36500,
    loadBalance: true,
    ...over,
  };
}
