import { default_w } from "ts-fsrs";
import type { PlannerJob } from "../../src/features/exam-plans/run-planner";

/**
 * A planner job for the pool's tests: a learner with the default model and nothing studied yet, `newWords` to
 * learn over 60 days towards 90 %; `preview` marks a job a newer preview of the same learner may replace.
 */
export function plannerJob(newWords: number, preview = false): PlannerJob {
  return {
    learner: {
      weights: [...default_w],
      retention: 0.9,
      studied: [],
      newWords,
      reviewLimit: 9999,
      seconds: { review: 8, lapse: 20, newWord: 30 },
      maximumInterval: 36500,
      loadBalance: false,
    },
    goal: { days: 60, targetShare: 0.9, minutesCap: 60 },
    seed: 1,
    preview,
  };
}
