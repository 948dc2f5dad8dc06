import {
  CROSS_VALIDATION_FOLDS,
  cardHistories,
  cardItems,
  chooseFit,
  compareFits,
  crossValidate,
  type FitComparison,
  FOLD_FIT_EPOCHS,
  fitWins,
  foldPlan,
  heldOutPredictions,
  type LoggedReview,
  NOT_ENOUGH_REVIEWS,
} from "@app/domain/study/optimizer-items";
import type { DayModel } from "@app/domain/time/learner-day";
import { type FitJob, type RunningFits, runOptimizer } from "./run-optimizer";

export interface OptimizationSummary {
  weightsBefore: number[];
  /** The parameters in use from now on: the fitted ones when adopted, else the current ones. */
  weightsAfter: number[];
  /** Current parameters, scored on the judged reviews (see `judgedOn`). */
  logLossBefore: number | null;
  /**
   * The fitted parameters, scored on the same reviews, adopted or not (cross-validated: each card
   * scored by the fit made without its fold, trained for `FOLD_FIT_EPOCHS` epochs).
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

export class NotEnoughReviews extends Error {
  constructor() {
    super(NOT_ENOUGH_REVIEWS);
  }
}

/**
 * Optimize Parameters on a review log, without I/O of its own, judged by cross-validation by card:
 * the cards are split into five folds (`foldPlan`); for each fold, FSRS is fitted on the other folds'
 * cards (for `FOLD_FIT_EPOCHS` epochs) and scored, with the current parameters, on the whole histories
 * of the fold's cards (`crossValidate`), so every review is judged once by a fit that did not see its
 * card. Only when the fits win there by more than one standard error (`chooseFit`) is the fit made on
 * all reviews, with the optimizer's default training, adopted. A log too small to spare a fold is
 * fitted and judged whole. Days between reviews are the learner's days.
 *
 * `runFits` runs the fits (by default in a worker thread, `runOptimizer`) as one job made from one set
 * of items: the folds' fits first, then the fit on every review, asked for at once so that it starts as
 * soon as a fold's fit ends; it is stopped when the folds' fits lose.
 */
export async function optimizeHistory(
  logs: readonly LoggedReview[],
  day: DayModel,
  weightsBefore: readonly number[],
  runFits: (job: FitJob) => RunningFits = (job) => runOptimizer().fit(job),
): Promise<OptimizationSummary & { timings: { buildMs: number; fitMs: number }; items: number }> {
  const cards = cardHistories(logs, day);
  const histories = cards.map((card) => card.reviews);
  const listed = cardItems(histories);
  if (listed.length === 0) throw new NotEnoughReviews();
  // The items as the worker takes them: the first reviews of a card.
  const items = listed.map(({ item, card }) => ({ card, length: item.length }));
  const everyReview = { leaveOut: null, epochs: null };
  const plan = foldPlan(logs, cards, listed);
  let judgedOn: "held-out" | "all" = "held-out";
  let comparison: FitComparison | null;
  let fitted: readonly number[] = weightsBefore;
  let run: RunningFits;
  if (plan !== null) {
    const folds = Array.from({ length: CROSS_VALIDATION_FOLDS }, (_, leaveOut) => ({
      leaveOut,
      epochs: FOLD_FIT_EPOCHS,
    }));
    run = runFits({ histories, items, itemFolds: plan.itemFolds, fits: [...folds, everyReview] });
    try {
      // The current parameters are scored while the fits run.
      const before = heldOutPredictions(weightsBefore, plan.heldOut);
      const fits = await Promise.all(run.fits.slice(0, folds.length));
      comparison = crossValidate(
        weightsBefore,
        plan.heldOut.map((heldOut, f) => ({ histories: heldOut, fitted: fits[f]! })),
        before,
      );
      // The folds' fits won: the parameters adopted are fitted on every review.
      if (fitWins(comparison)) fitted = await run.fits[folds.length]!;
    } finally {
      run.stop();
    }
  } else {
    // A log too small to spare a fold, or a fold whose other cards hold no review a day apart.
    judgedOn = "all";
    run = runFits({ histories, items, fits: [everyReview] });
    fitted = await run.fits[0]!;
    comparison = compareFits(histories, weightsBefore, fitted);
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
    timings: await run.timings,
    items: items.length,
  };
}
