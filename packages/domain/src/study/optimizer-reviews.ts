import { type DayModel, learnerDayNumber, UTC_DAY } from "../time/learner-day";

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
  /** The word was reset to new here ("learn again from new"): its history starts again after it. */
  reset?: boolean;
}

/** A word's log from its last reset on (all of it when it was never reset), the reset left out. */
function sinceLastReset(list: readonly LoggedReview[]): LoggedReview[] {
  let start = 0;
  list.forEach((r, i) => {
    if (r.reset) start = i + 1;
  });
  return list.slice(start);
}

/** A card's reviews as the optimizer reads them (see `cardHistories`), with the word they belong to. */
export interface CardHistory {
  wordId: number;
  reviews: OptimizerReview[];
}

/**
 * Each card's reviews in time order, with delta_t in the learner's days since the card's previous
 * review (0 for the first): the same days the scheduler counts. Ratings outside 1–4 (a manual
 * reschedule is 0) are left out; a card reset to new keeps only what came after its last reset, as
 * Anki's optimizer does after "Forget". Cards are listed in the order their words first appear in
 * the log, so any subset of the log's words gives the same histories in the same relative order.
 */
export function cardHistories(reviews: readonly LoggedReview[], day: DayModel = UTC_DAY): CardHistory[] {
  const byWord = new Map<number, LoggedReview[]>();
  for (const r of reviews) {
    if (!r.reset && (r.rating < 1 || r.rating > 4)) continue;
    const list = byWord.get(r.wordId) ?? [];
    list.push(r);
    byWord.set(r.wordId, list);
  }
  const cards = [...byWord.entries()].map(([wordId, all]) => {
    all.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    const list = sinceLastReset(all);
    // Each review's learner day, asked once (as `elapsedLearnerDays` counts them).
    const days = list.map((review) => learnerDayNumber(review.reviewedAt, day));
    const history = list.map((review, i) => ({
      rating: review.rating,
      at: review.reviewedAt.getTime(),
      deltaT: i === 0 ? 0 : Math.max(0, days[i]! - days[i - 1]!),
    }));
    return { wordId, reviews: history };
  });
  return cards.filter((card) => card.reviews.length > 0);
}

/** Each card's reviews as the optimizer reads them (see `cardHistories`), without the word. */
export function reviewHistories(reviews: readonly LoggedReview[], day: DayModel = UTC_DAY): OptimizerReview[][] {
  return cardHistories(reviews, day).map((card) => card.reviews);
}

/**
 * A review the optimizer learns from: one that came a day or more after the card's previous one.
 * Same-day reviews stay in the histories (they shape the short-term memory) but are never targets:
 * after 0 days every parameter set predicts certain recall, so there is nothing to fit, the binding's
 * evaluation rejects them, and an item with no review a day apart makes the binding abort the process.
 */
export const isTarget = (review: OptimizerReview, index: number) => index > 0 && review.deltaT >= 1;

/** An optimizer item (see `optimizerItems`) and the index of its card in the histories it came from. */
export interface CardItem {
  item: OptimizerReview[];
  card: number;
}

/**
 * Optimizer items: one per target review, holding its card's reviews up to and including it.
 * Items of one card share their review objects.
 *
 * Sorted by the time of their target review: the FSRS optimizer weighs each item by its position in
 * the list (the last count four times as much as the first), taking the list to be in review-time
 * order. Listed card by card, that weight followed the card's age instead of the review's. The sort
 * is stable, so the items of a subset of the cards are the subset of these items, in the same order.
 */
export function cardItems(histories: readonly OptimizerReview[][]): CardItem[] {
  const items: CardItem[] = [];
  histories.forEach((history, card) => {
    history.forEach((review, i) => {
      if (isTarget(review, i)) items.push({ item: history.slice(0, i + 1), card });
    });
  });
  // A stable sort: items without a time keep the card-by-card order.
  return items.sort((a, b) => (a.item.at(-1)?.at ?? 0) - (b.item.at(-1)?.at ?? 0));
}

/** The optimizer's items (see `cardItems`), without their cards. */
export function optimizerItems(histories: readonly OptimizerReview[][]): OptimizerReview[][] {
  return cardItems(histories).map(({ item }) => item);
}

export const MIN_REVIEWS_TO_OPTIMIZE = 50;
export const NOT_ENOUGH_REVIEWS = "Need at least 50 reviews to optimize parameters";
