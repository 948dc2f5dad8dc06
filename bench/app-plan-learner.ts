import type { PlanLearner } from "@app/domain/planning/exam-planner";
import { default_w } from "ts-fsrs";

/** Answer seconds the planner benches assume (a review, a forgotten word, a new word). */
export const BENCH_SECONDS = { review: 8, lapse: 20, newWord: 30 };

/**
 * The app's view of a learner it has not fitted yet, before a deck of `words` new words: the library's default
 * parameters, retention 0.9, the building steps and the young-word cap. What the planner benches plan with.
 */
export function appPlanLearner(words: number): PlanLearner {
  return {
    weights: [...default_w],
    retention: 0.9,
    studied: [],
    newWords: words,
    reviewLimit: 9999,
    seconds: BENCH_SECONDS,
    maximumInterval: 36500,
    loadBalance: false,
    buildingSteps: 3,
    youngCap: { answers: 10, days: 2 },
  };
}
