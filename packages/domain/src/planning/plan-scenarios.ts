/**
 * The learners a plan is judged for. The app's model of a learner's memory (their FSRS parameters, or
 * the library's defaults before a fit) is an estimate, and learners miss days. A plan is therefore
 * played for learners whose memory is weaker, as the app expects, or stronger (the app still
 * scheduling by its own model), each of whom misses a tenth of the days, with two seeds each; its
 * prediction is what most of those runs reach, not their mean.
 */

/** Share of days a learner is expected to miss. */
export const MISSED_DAYS = 0.1;

/** Memory unlike the app's model: first stabilities × `factor`, growth after a success shifted by `growth`. */
export interface MemorySpread {
  factor: number;
  growth: number;
}

/** The memories a plan is played for: the app's model, a weaker one and a stronger one. */
export const MEMORY_SPREADS: readonly MemorySpread[] = [
  { factor: 1, growth: 0 },
  { factor: 0.6, growth: -0.2 },
  { factor: 1.6, growth: 0.2 },
];
const SEEDS_PER_SPREAD = 2;

/**
 * The prediction is the runs' share at this rank from the lowest: with six runs, the second lowest,
 * which five of six runs reach (about the 17th percentile).
 */
export const PESSIMISTIC_RANK = 1;

/** One run of a plan: its seed, the memory the learner really has, and the days they miss. */
export interface PlanScenario {
  seed: number;
  truth: readonly number[] | undefined;
  missRate: number;
}

/** FSRS parameters with first stabilities and growth after a success moved by `spread`. */
export function spreadWeights(weights: readonly number[], spread: MemorySpread): number[] {
  return weights.map((w, i) => (i < 4 ? w * spread.factor : i === 8 ? Math.max(0.01, w + spread.growth) : w));
}

/** The runs a plan is judged by, from the app's parameters and the planner's seed. */
export function planScenarios(weights: readonly number[], seed: number): PlanScenario[] {
  return MEMORY_SPREADS.flatMap((spread, s) =>
    Array.from({ length: SEEDS_PER_SPREAD }, (_, k) => ({
      seed: seed + s * SEEDS_PER_SPREAD + k,
      truth: spread.factor === 1 && spread.growth === 0 ? undefined : spreadWeights(weights, spread),
      missRate: MISSED_DAYS,
    })),
  );
}

/** The share most runs reach: the one at `PESSIMISTIC_RANK` from the lowest. */
export function pessimisticShare(shares: readonly number[]): number {
  if (shares.length === 0) return 0;
  const sorted = [...shares].sort((a, b) => a - b);
  return sorted[Math.min(PESSIMISTIC_RANK, sorted.length - 1)]!;
}
