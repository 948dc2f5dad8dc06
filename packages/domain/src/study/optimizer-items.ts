import { type FSRSState, forgetting_curve, fsrs, generatorParameters } from "ts-fsrs";
import { type DayModel, elapsedLearnerDays, UTC_DAY } from "../time/learner-day";

/** One review as the optimizer needs it: the rating and whole days since the card's previous review. */
export interface OptimizerReview {
  rating: number;
  deltaT: number;
  /** When it happened (ms since the epoch): for judging a fit on the newest reviews only. */
  at?: number;
}

export interface LoggedReview {
  wordId: number;
  reviewedAt: Date;
  rating: number;
}

/**
 * Each card's reviews in time order, with delta_t in the learner's days since the card's previous
 * review (0 for the first): the same days the scheduler counts. Ratings outside 1–4 (a manual
 * reschedule is 0) are left out.
 */
export function reviewHistories(reviews: readonly LoggedReview[], day: DayModel = UTC_DAY): OptimizerReview[][] {
  const byWord = new Map<number, LoggedReview[]>();
  for (const r of reviews) {
    if (r.rating < 1 || r.rating > 4) continue;
    const list = byWord.get(r.wordId) ?? [];
    list.push(r);
    byWord.set(r.wordId, list);
  }
  return [...byWord.values()].map((list) => {
    list.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    return list.map((review, i) => ({
      rating: review.rating,
      at: review.reviewedAt.getTime(),
      deltaT: i === 0 ? 0 : elapsedLearnerDays(list[i - 1]!.reviewedAt, review.reviewedAt, day),
    }));
  });
}

/**
 * A review the optimizer learns from: one that came a day or more after the card's previous one.
 * Same-day reviews stay in the histories (they shape the short-term memory) but are never targets:
 * after 0 days every parameter set predicts certain recall, so there is nothing to fit, the binding's
 * evaluation rejects them, and an item with no review a day apart makes the binding abort the process.
 */
const isTarget = (review: OptimizerReview, index: number) => index > 0 && review.deltaT >= 1;

/**
 * Optimizer items: one per target review, holding its card's reviews up to and including it.
 * Items of one card share their review objects.
 *
 * Sorted by the time of their target review: the FSRS optimizer weighs each item by its position in
 * the list (the last count four times as much as the first), taking the list to be in review-time
 * order. Listed card by card, that weight followed the card's age instead of the review's.
 */
export function optimizerItems(histories: readonly OptimizerReview[][]): OptimizerReview[][] {
  const items: OptimizerReview[][] = [];
  for (const history of histories) {
    history.forEach((review, i) => {
      if (isTarget(review, i)) items.push(history.slice(0, i + 1));
    });
  }
  // A stable sort: items without a time keep the card-by-card order.
  return items.sort((a, b) => (a.at(-1)?.at ?? 0) - (b.at(-1)?.at ?? 0));
}

export const MIN_REVIEWS_TO_OPTIMIZE = 50;
export const NOT_ENOUGH_REVIEWS = "Need at least 50 reviews to optimize parameters";

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
interface Prediction {
  p: number;
  y: number;
}

/**
 * The predictions of FSRS parameters for the optimizer's targets, in a fixed order (cards, then
 * reviews): the memory state after a card's earlier reviews predicts the chance of recalling each
 * target review (remembered = rating above 1). Each card is replayed once, so the cost follows the
 * number of reviews. The same histories and filter give the same order for any parameters, which
 * lets two parameter sets be compared review by review.
 */
function predictions(
  histories: readonly OptimizerReview[][],
  weights: readonly number[],
  counts: (review: OptimizerReview) => boolean,
): Prediction[] {
  const w = [...weights];
  const algorithm = fsrs(generatorParameters({ w, enable_fuzz: false }));
  const out: Prediction[] = [];
  for (const history of histories) {
    let state: FSRSState | null = null;
    history.forEach((review, i) => {
      if (isTarget(review, i) && counts(review) && state) {
        const r = state.stability > 0 ? forgetting_curve(w, review.deltaT, state.stability) : 0;
        out.push({ p: Math.min(1 - 1e-6, Math.max(1e-6, r)), y: review.rating > 1 ? 1 : 0 });
      }
      state = algorithm.next_state(state, review.deltaT, review.rating);
    });
  }
  return out;
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
}

/** Scores both parameter sets on the same reviews. Null when there is nothing to score. */
export function compareFits(
  histories: readonly OptimizerReview[][],
  current: readonly number[],
  fitted: readonly number[],
  counts: (review: OptimizerReview) => boolean = () => true,
): FitComparison | null {
  const a = predictions(histories, current, counts);
  const b = predictions(histories, fitted, counts);
  const currentScore = score(a);
  const fittedScore = score(b);
  if (!currentScore || !fittedScore || a.length !== b.length) return null;
  return { current: currentScore, fitted: fittedScore, difference: fittedScore.logLoss - currentScore.logLoss };
}

export interface FitChoice {
  weights: readonly number[];
  /** False when the fitted parameters were set aside. */
  improved: boolean;
}

/**
 * The fitted parameters replace the current ones only when they predict the judged reviews better (a
 * lower mean log loss on the same reviews). The fit is regularised towards the defaults and weighs
 * recent reviews more, so on a small or odd history it can come out no better; then the current
 * parameters stay. (Requiring a win by more than one standard error was tried on the learning bench:
 * it turned down good fits on 1,000 reviews and still took the one slightly worse fit.)
 */
export function chooseFit(
  current: readonly number[],
  fitted: readonly number[],
  comparison: FitComparison | null,
): FitChoice {
  const improved = comparison !== null && comparison.difference < 0;
  return improved ? { weights: fitted, improved } : { weights: current, improved };
}

/** The newest fifth of a history is kept out of the fit, to judge it on reviews it did not see. */
export const HELD_OUT_FRACTION = 0.2;

export interface HeldOutSplit {
  /** The older reviews: what the optimizer fits on. */
  training: LoggedReview[];
  /** Reviews from this moment on are held out (null: too few to hold any out). */
  cutoff: Date | null;
}

/**
 * Splits a review log by time: the newest `fraction` of reviews (at least one day's worth is not
 * required; ties at the cutoff go to the held-out side) are held out of the fit. With fewer than
 * `MIN_REVIEWS_TO_OPTIMIZE` reviews left for training, nothing is held out.
 */
export function splitByTime(reviews: readonly LoggedReview[], fraction = HELD_OUT_FRACTION): HeldOutSplit {
  const sorted = [...reviews].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
  const index = Math.floor(sorted.length * (1 - fraction));
  if (index < MIN_REVIEWS_TO_OPTIMIZE || index >= sorted.length) return { training: sorted, cutoff: null };
  const cutoff = sorted[index]!.reviewedAt;
  return { training: sorted.filter((r) => r.reviewedAt < cutoff), cutoff };
}
