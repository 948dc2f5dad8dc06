import {
  chooseFit,
  compareFits,
  crossValidate,
  type FitComparison,
  fitWins,
  type HeldOutFold,
  type LoggedReview,
  NOT_ENOUGH_REVIEWS,
  optimizerItems,
  reviewHistories,
  splitByWord,
} from "@app/domain/study/optimizer-items";
import type { DayModel } from "@app/domain/time/learner-day";
import { type OptimizerOutcome, runOptimizer } from "./run-optimizer";

export interface OptimizationSummary {
  weightsBefore: number[];
  /** The parameters in use from now on: the fitted ones when adopted, else the current ones. */
  weightsAfter: number[];
  /** Current parameters, scored on the judged reviews (see `judgedOn`). */
  logLossBefore: number | null;
  /**
   * The fitted parameters, scored on the same reviews, adopted or not (cross-validated: each card
   * scored by the fit made without its fold).
   */
  logLossAfter: number | null;
  /** RMSE(bins) of the current and the fitted parameters on the same reviews (see `scoreFit`). */
  rmseBefore: number | null;
  rmseAfter: number | null;
  /** False when the fit was no better and the current parameters were kept. */
  improved: boolean;
  /**
   * "held-out": the log losses are cross-validated, each card scored by a fit that did not see it;
   * "all": the log was too small to spare a fold, and the fit is scored on the reviews it was fitted on.
   */
  judgedOn: "held-out" | "all";
  reviewCount: number;
}

/** The folds' fits run two at a time: each in its own worker thread, on a machine of two cores or more. */
const FOLDS_AT_ONCE = 2;

/** Runs `task` on every input, at most `atOnce` at a time; the results in the inputs' order. */
async function inTurns<T, R>(inputs: readonly T[], atOnce: number, task: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(inputs.length);
  let next = 0;
  const lane = async () => {
    while (next < inputs.length) {
      const i = next++;
      results[i] = await task(inputs[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, inputs.length) }, lane));
  return results;
}

export class NotEnoughReviews extends Error {
  constructor() {
    super(NOT_ENOUGH_REVIEWS);
  }
}

/**
 * Optimize Parameters on a review log, without I/O of its own, judged by cross-validation by card:
 * the cards are split into five folds (`splitByWord`); for each fold, FSRS is fitted on the other
 * folds' cards and scored, with the current parameters, on the whole histories of the fold's cards
 * (`crossValidate`), so every review is judged once by a fit that did not see its card. Only when the
 * fits win there by more than one standard error (`chooseFit`) is FSRS fitted on all reviews and
 * adopted. A log too small to spare a fold is fitted and judged whole. Days between reviews are the
 * learner's days. `runFit` runs the optimizer (a worker thread by default), once per fit; the folds'
 * fits run two at a time.
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
  const items = optimizerItems(histories);
  if (items.length === 0) throw new NotEnoughReviews();
  const timings = { buildMs: 0, fitMs: 0 };
  const fitOn = async (fitItems: ReturnType<typeof optimizerItems>) => {
    const outcome = await runFit(fitItems, weightsBefore);
    timings.buildMs += outcome.timings.buildMs;
    timings.fitMs += outcome.timings.fitMs;
    return outcome.weightsAfter;
  };
  const folds = splitByWord(logs);
  let judgedOn: "held-out" | "all" = "held-out";
  let comparison: FitComparison | null = null;
  if (folds !== null) {
    const training = folds.map((fold) => optimizerItems(reviewHistories(fold.training, day)));
    // A fold whose other cards hold no review a day apart cannot be fitted: judge on the whole history.
    if (training.every((t) => t.length > 0)) {
      const fits = await inTurns(training, FOLDS_AT_ONCE, fitOn);
      const heldOut: HeldOutFold[] = folds.map((fold, i) => ({
        histories: reviewHistories(fold.heldOut, day),
        fitted: fits[i]!,
      }));
      comparison = crossValidate(weightsBefore, heldOut);
    }
  }
  let fitted: readonly number[] = weightsBefore;
  if (comparison === null) {
    judgedOn = "all";
    fitted = await fitOn(items);
    comparison = compareFits(histories, weightsBefore, fitted);
  } else if (fitWins(comparison)) {
    // The folds' fits won: the parameters adopted are fitted on every review.
    fitted = await fitOn(items);
  }
  const choice = chooseFit(weightsBefore, fitted, comparison);
  return {
    weightsBefore: [...weightsBefore],
    weightsAfter: [...choice.weights],
    logLossBefore: comparison?.current.logLoss ?? null,
    logLossAfter: comparison?.fitted.logLoss ?? null,
    rmseBefore: comparison?.current.rmseBins ?? null,
    rmseAfter: comparison?.fitted.rmseBins ?? null,
    improved: choice.improved,
    judgedOn,
    // Reviews only: a reset to new is in the log but is no review.
    reviewCount: logs.filter((log) => !log.reset).length,
    timings,
    items: items.length,
  };
}
