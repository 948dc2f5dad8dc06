import type { SimulationInput } from "./simulation-types";

// The planner's learner and outcomes, apart from exam-planner.ts: the planner runs its branches
// (plan-branches.ts), which read these too; declared in exam-planner.ts, the two files would import each
// other. exam-planner.ts exports them as before.

/** The learner and their deck, as the simulation needs them (no days, seed, new words a day or retention). */
export type PlanLearner = Omit<SimulationInput, "days" | "seed" | "newPerDay" | "retentionOn"> & {
  /** The deck's desired retention outside the plan. */
  retention: number;
};

/** Raising the desired retention for the last weeks before the exam. */
export interface RetentionBoost {
  lastDays: number;
  retention: number;
}

export interface PlanOutcome {
  newPerDay: number;
  boost: RetentionBoost | null;
  /** Predicted share known on the exam morning (0–1): what most of the plan's runs reach. */
  share: number;
  /** The runs' mean share. */
  shareMean: number;
  minutesPeak: number;
  minutesAverage: number;
  /** The most words (reviews and new) on one day in any run. */
  wordsPeak: number;
}
