import {
  chooseFit,
  compareFits,
  type LoggedReview,
  NOT_ENOUGH_REVIEWS,
  optimizerItems,
  reviewHistories,
  splitByTime,
} from "@app/domain/study/optimizer-items";
import type { DayModel } from "@app/domain/time/learner-day";
import { type OptimizerOutcome, runOptimizer } from "./run-optimizer";

export interface OptimizationSummary {
  weightsBefore: number[];
  /** The parameters in use from now on: the fitted ones when adopted, else the current ones. */
  weightsAfter: number[];
  /** Current parameters, scored on the judged reviews (see `judgedOn`). */
  logLossBefore: number | null;
  /** The fitted parameters, scored on the same reviews, adopted or not. */
  logLossAfter: number | null;
  /** RMSE(bins) of the current and the fitted parameters on the same reviews (see `scoreFit`). */
  rmseBefore: number | null;
  rmseAfter: number | null;
  /** False when the fit was no better and the current parameters were kept. */
  improved: boolean;
  /** The log losses are on the newest reviews, which the fit did not see ("held-out"). */
  judgedOn: "held-out" | "all";
  reviewCount: number;
}

export class NotEnoughReviews extends Error {
  constructor() {
    super(NOT_ENOUGH_REVIEWS);
  }
}

/**
 * Optimize Parameters on a review log, without I/O of its own: fit FSRS on the older reviews (the
 * newest fifth held out), score the current and the fitted parameters on the held-out reviews, and
 * keep the fit only when it wins there (see `chooseFit`). Days between reviews are the learner's days. `runFit` runs the
 * optimizer (a worker thread by default).
 */
export async function optimizeHistory(
  logs: readonly LoggedReview[],
  day: DayModel,
  weightsBefore: readonly number[],
  runFit: (
    items: ReturnType<typeof optimizerItems>,
    weights: readonly number[],
  ) => Promise<OptimizerOutcome> = runOptimizer,
): Promise<OptimizationSummary & { timings: OptimizerOutcome["timings"]; items: number }> {
  const histories = reviewHistories(logs, day);
  const split = splitByTime(logs);
  let items = optimizerItems(reviewHistories(split.training, day));
  const heldOut = split.cutoff ? split.cutoff.getTime() : null;
  if (items.length === 0) items = optimizerItems(histories);
  if (items.length === 0) throw new NotEnoughReviews();
  const outcome = await runFit(items, weightsBefore);
  const judged = (r: { at?: number }) => heldOut === null || (r.at ?? 0) >= heldOut;
  let judgedOn: "held-out" | "all" = heldOut === null ? "all" : "held-out";
  let comparison = compareFits(histories, weightsBefore, outcome.weightsAfter, judged);
  if (comparison === null) {
    // The newest reviews hold no review a day after another: judge on the whole history.
    judgedOn = "all";
    comparison = compareFits(histories, weightsBefore, outcome.weightsAfter);
  }
  const choice = chooseFit(weightsBefore, outcome.weightsAfter, comparison);
  return {
    weightsBefore: [...weightsBefore],
    weightsAfter: [...choice.weights],
    logLossBefore: comparison?.current.logLoss ?? null,
    logLossAfter: comparison?.fitted.logLoss ?? null,
    rmseBefore: comparison?.current.rmseBins ?? null,
    rmseAfter: comparison?.fitted.rmseBins ?? null,
    improved: choice.improved,
    judgedOn,
    reviewCount: logs.length,
    timings: outcome.timings,
    items: items.length,
  };
}
