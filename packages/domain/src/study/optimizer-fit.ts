import { type FSRSState, forgetting_curve, fsrs, generatorParameters } from "ts-fsrs";
import { isTarget, type OptimizerReview } from "./optimizer-reviews";

/** How well a parameter set predicts a set of reviews. */
export interface FitScore {
  /** Mean log loss of the predicted recall (lower is better). */
  logLoss: number;
  /**
   * RMSE(bins): reviews grouped into 20 bins of predicted recall (0–5 %, 5–10 %, …), the root of the
   * count-weighted mean squared gap between each bin's mean prediction and its share recalled.
   * Lower is better; it says whether "90 %" really means nine in ten.
   */
  rmseBins: number;
  /** Reviews scored. */
  count: number;
}

const RMSE_BINS = 20;

/** One scored review: the predicted chance of recall and whether it was recalled (1) or not (0). */
export interface Prediction {
  p: number;
  y: number;
}

/**
 * The predictions of FSRS parameters for the optimizer's targets, card by card, in a fixed order
 * (cards, then reviews): the memory state after a card's earlier reviews predicts the chance of
 * recalling each target review (remembered = rating above 1). Each card is replayed once, so the cost
 * follows the number of reviews. The same histories and filter give the same order for any
 * parameters, which lets two parameter sets be compared review by review and card by card.
 */
function cardPredictions(
  histories: readonly OptimizerReview[][],
  weights: readonly number[],
  counts: (review: OptimizerReview) => boolean,
): Prediction[][] {
  const w = [...weights];
  const algorithm = fsrs(generatorParameters({ w, enable_fuzz: false }));
  return histories.map((history) => {
    const out: Prediction[] = [];
    let state: FSRSState | null = null;
    history.forEach((review, i) => {
      if (isTarget(review, i) && counts(review) && state) {
        const r = state.stability > 0 ? forgetting_curve(w, review.deltaT, state.stability) : 0;
        out.push({ p: Math.min(1 - 1e-6, Math.max(1e-6, r)), y: review.rating > 1 ? 1 : 0 });
      }
      state = algorithm.next_state(state, review.deltaT, review.rating);
    });
    return out;
  });
}

function predictions(
  histories: readonly OptimizerReview[][],
  weights: readonly number[],
  counts: (review: OptimizerReview) => boolean,
): Prediction[] {
  return cardPredictions(histories, weights, counts).flat();
}

const lossOf = ({ p, y }: Prediction) => -(y * Math.log(p) + (1 - y) * Math.log(1 - p));

function score(list: readonly Prediction[]): FitScore | null {
  if (list.length === 0) return null;
  let total = 0;
  const bins = Array.from({ length: RMSE_BINS }, () => ({ n: 0, predicted: 0, recalled: 0 }));
  for (const prediction of list) {
    total += lossOf(prediction);
    const bin = bins[Math.min(RMSE_BINS - 1, Math.floor(prediction.p * RMSE_BINS))]!;
    bin.n++;
    bin.predicted += prediction.p;
    bin.recalled += prediction.y;
  }
  let squared = 0;
  for (const bin of bins) {
    if (bin.n > 0) squared += bin.n * ((bin.predicted - bin.recalled) / bin.n) ** 2;
  }
  return { logLoss: total / list.length, rmseBins: Math.sqrt(squared / list.length), count: list.length };
}

/**
 * Scores FSRS parameters on the optimizer's targets (log loss and RMSE(bins)). Null when there is
 * nothing to score.
 */
export function scoreFit(
  histories: readonly OptimizerReview[][],
  weights: readonly number[],
  /** Which targets count (all by default); every review still shapes the memory state. */
  counts: (review: OptimizerReview) => boolean = () => true,
): FitScore | null {
  return score(predictions(histories, weights, counts));
}

/** Mean log loss of FSRS parameters on the optimizer's targets (see `scoreFit`); null when none. */
export function logLoss(
  histories: readonly OptimizerReview[][],
  weights: readonly number[],
  counts: (review: OptimizerReview) => boolean = () => true,
): number | null {
  return scoreFit(histories, weights, counts)?.logLoss ?? null;
}

/** Two parameter sets scored on the same reviews. */
export interface FitComparison {
  current: FitScore;
  fitted: FitScore;
  /** Mean per-review log loss of the fitted minus the current parameters (negative: fitted better). */
  difference: number;
  /**
   * Standard error of `difference`, from the spread of the card-by-card differences: a card's reviews
   * depend on each other (each one's prediction follows from the earlier ones), so the cards, not the
   * reviews, are the independent draws. Absent: not known.
   */
  standardError?: number;
}

/**
 * Compares two sets of predictions of the same reviews, given card by card (see `cardPredictions`).
 * Null when there is nothing to score.
 */
function compareCards(current: readonly Prediction[][], fitted: readonly Prediction[][]): FitComparison | null {
  const a = current.flat();
  const b = fitted.flat();
  const currentScore = score(a);
  const fittedScore = score(b);
  if (!currentScore || !fittedScore || a.length !== b.length) return null;
  // Each card's summed loss difference; the mean difference per review is their sum over the reviews.
  const perCard = current.map((list, i) => {
    const other = fitted[i]!;
    let d = 0;
    list.forEach((prediction, j) => {
      d += lossOf(other[j]!) - lossOf(prediction);
    });
    return d;
  });
  const difference = fittedScore.logLoss - currentScore.logLoss;
  let standardError: number | undefined;
  if (perCard.length > 1) {
    const mean = perCard.reduce((x, y) => x + y, 0) / perCard.length;
    const variance = perCard.reduce((x, y) => x + (y - mean) ** 2, 0) / (perCard.length - 1);
    standardError = Math.sqrt(perCard.length * variance) / a.length;
  }
  return { current: currentScore, fitted: fittedScore, difference, standardError };
}

/** Scores both parameter sets on the same reviews. Null when there is nothing to score. */
export function compareFits(
  histories: readonly OptimizerReview[][],
  current: readonly number[],
  fitted: readonly number[],
  counts: (review: OptimizerReview) => boolean = () => true,
): FitComparison | null {
  return compareCards(cardPredictions(histories, current, counts), cardPredictions(histories, fitted, counts));
}

/** One fold of a cross-validation: the held-out cards' histories, and the parameters fitted without them. */
export interface HeldOutFold {
  histories: readonly OptimizerReview[][];
  fitted: readonly number[];
}

/**
 * The current parameters' predictions of the folds' held-out cards, card by card in the folds' order (as
 * `crossValidate` pools them). They do not depend on the fits, so they can be made while the fits run.
 */
export function heldOutPredictions(
  current: readonly number[],
  heldOut: readonly (readonly OptimizerReview[][])[],
): Prediction[][] {
  return heldOut.flatMap((histories) => cardPredictions(histories, current, () => true));
}

/**
 * Cross-validation: every fold's held-out cards are scored with the parameters fitted without them,
 * and with the current ones; the scores are pooled, so each card counts once, judged by a fit that did
 * not see it. `before`: the current parameters' predictions when already made (`heldOutPredictions`).
 * Null when there is nothing to score.
 */
export function crossValidate(
  current: readonly number[],
  folds: readonly HeldOutFold[],
  before: readonly Prediction[][] = heldOutPredictions(
    current,
    folds.map((fold) => fold.histories),
  ),
): FitComparison | null {
  const after = folds.flatMap((fold) => cardPredictions(fold.histories, fold.fitted, () => true));
  return compareCards(before, after);
}

export interface FitChoice {
  weights: readonly number[];
  /** False when the fitted parameters were set aside. */
  improved: boolean;
}

/**
 * The fitted parameters replace the current ones only when they predict the judged reviews better: a
 * lower mean log loss on the same reviews, by more than one standard error of the difference when it
 * is known (`FitComparison.standardError`). The fit is regularised towards the defaults and weighs
 * recent reviews more, so on a small or odd history it can come out no better; then the current
 * parameters stay.
 */
export function chooseFit(
  current: readonly number[],
  fitted: readonly number[],
  comparison: FitComparison | null,
): FitChoice {
  const improved = fitWins(comparison);
  return improved ? { weights: fitted, improved } : { weights: current, improved };
}

/** Whether the fitted parameters win the comparison (see `chooseFit`). */
export function fitWins(comparison: FitComparison | null): boolean {
  return comparison !== null && comparison.difference < -(comparison.standardError ?? 0);
}
