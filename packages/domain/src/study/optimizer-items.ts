import { type FSRSState, forgetting_curve, fsrs, generatorParameters } from "ts-fsrs";

/** One review as the optimizer needs it: the rating and whole days since the card's previous review. */
export interface OptimizerReview {
  rating: number;
  deltaT: number;
}

export interface LoggedReview {
  wordId: number;
  reviewedAt: Date;
  rating: number;
}

const DAY_MS = 86_400_000;

/**
 * Turns a review history into optimizer items: for every review after a card's first, one item
 * holding that card's reviews up to and including it, with delta_t in whole days (0 for the first).
 * Reviews are grouped by word and ordered by time.
 */
export function optimizerItems(reviews: readonly LoggedReview[]): OptimizerReview[][] {
  const byWord = new Map<number, LoggedReview[]>();
  for (const r of reviews) {
    if (r.rating < 1 || r.rating > 4) continue;
    const list = byWord.get(r.wordId) ?? [];
    list.push(r);
    byWord.set(r.wordId, list);
  }
  const items: OptimizerReview[][] = [];
  for (const list of byWord.values()) {
    list.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    const history: OptimizerReview[] = [];
    list.forEach((review, i) => {
      const deltaT =
        i === 0
          ? 0
          : Math.max(0, Math.floor((review.reviewedAt.getTime() - list[i - 1]!.reviewedAt.getTime()) / DAY_MS));
      history.push({ rating: review.rating, deltaT });
      if (i > 0) items.push(history.map((h) => ({ ...h })));
    });
  }
  return items;
}

export const MIN_REVIEWS_TO_OPTIMIZE = 50;
export const NOT_ENOUGH_REVIEWS = "Need at least 50 reviews to optimize parameters";

/**
 * Log loss of FSRS parameters on optimizer items: for each item, the memory state after all but
 * its last review predicts the chance of recalling the last one (remembered = rating above 1).
 * Lower is better. Null when there is nothing to score.
 */
export function logLoss(items: readonly OptimizerReview[][], weights: readonly number[]): number | null {
  const algorithm = fsrs(generatorParameters({ w: [...weights], enable_fuzz: false }));
  let total = 0;
  let count = 0;
  for (const item of items) {
    if (item.length < 2) continue;
    let state: FSRSState | null = null;
    for (const review of item.slice(0, -1)) state = algorithm.next_state(state, review.deltaT, review.rating);
    const last = item[item.length - 1]!;
    if (!state || !(state.stability > 0)) continue;
    const p = Math.min(1 - 1e-6, Math.max(1e-6, forgetting_curve([...weights], last.deltaT, state.stability)));
    const y = last.rating > 1 ? 1 : 0;
    total += -(y * Math.log(p) + (1 - y) * Math.log(1 - p));
    count++;
  }
  return count === 0 ? null : total / count;
}
