import type { WeekLoads } from "./review-day";

// What a simulation takes and gives, apart from simulator.ts: `simulate` runs a `SimulationRun`
// (simulation-run.ts), which reads these too; declared in simulator.ts, the two files would import each
// other. simulator.ts exports them as before.

/** A word already studied, as the simulation starts (day 0 = today). */
export interface StudiedWord {
  stability: number;
  difficulty: number;
  /** Day number of its next review (may be negative: overdue). */
  dueDay: number;
  /** Day number of its last review (≤ 0). */
  lastReviewDay: number;
  /** Answers in its history so far (the young-word cap reads it); missing: past the cap. */
  answers?: number;
}

export interface SimulationInput {
  /** The learner's FSRS parameters: what schedules reviews and what decides recall. */
  weights: readonly number[];
  /** Desired retention on each day (the planner raises it before an exam). */
  retentionOn: (day: number) => number;
  studied: readonly StudiedWord[];
  /** Words not studied yet, introduced in order. */
  newWords: number;
  /**
   * New words on each day, given the words introduced before it (a plan can stop once the deck is done, and
   * makes up a missed day's words in the days after it).
   */
  newPerDay: (day: number, introduced: number) => number;
  /** The most reviews done a day; the rest wait for the next day. */
  reviewLimit: number;
  days: number;
  seed: number;
  /** Seconds a review takes on average, and a forgotten word (answered again), and a new word. */
  seconds: { review: number; lapse: number; newWord: number };
  maximumInterval: number;
  loadBalance: boolean;
  weekLoads?: WeekLoads;
  /** Weekday of day 0, 0 = Monday. */
  firstWeekday?: number;
  /**
   * Answers a new word takes on its first day after the first one: the building steps (1 min, 10 min,
   * 1 h), each priced as a review; 0 (the default) without them. With them, a new word leaves its first
   * day with a stability of at least a day, as the building phase graduates it.
   */
  buildingSteps?: number;
  /** Words with fewer answers than `answers` in their history come back within `days` days. */
  youngCap?: { answers: number; days: number } | null;
  /** The parameters the learner's memory really follows, when not `weights` (which still schedule). */
  truth?: readonly number[];
  /** Share of days the learner does not study (seeded): the due words wait, no new word is introduced. */
  missRate?: number;
  /** Count the words known on every day (for a chart) or only after the last one (for a plan). */
  knownOn?: "every-day" | "last-day";
}

export interface SimulatedDay {
  reviews: number;
  lapses: number;
  newWords: number;
  /** Reviews done a day or more after their due day (only when the review limit was reached). */
  lateReviews: number;
  minutes: number;
  /** False on a day the learner missed. */
  studied: boolean;
  /** Σ chance of recall of every word at the end of the day: the words the learner knows. */
  known: number;
}

export interface Simulation {
  days: SimulatedDay[];
  /** Words in the deck (studied + new at the start). */
  total: number;
  /** Reviews of words last seen a day or more before, and how many of them were remembered. */
  remembered: number;
  reviewed: number;
  /** Words known on an average day of each word's current review cycle, as the last day ends (no phase luck). */
  knownThroughCycle: number;
}
