import {
  type CardHistory,
  type CardItem,
  type LoggedReview,
  MIN_REVIEWS_TO_OPTIMIZE,
  type OptimizerReview,
} from "./optimizer-reviews";

/** Cross-validation by card: the cards are split into this many folds. */
export const CROSS_VALIDATION_FOLDS = 5;

/**
 * Training epochs of a fold's fit (the adopted fit, made on every review, trains for the optimizer's
 * default of 5). A fold's fit only has to tell whether fitting helps on words it did not see; after
 * two epochs it gives the same verdict as after five on the learning bench (20 of 20 learners and
 * sizes, and 139 of 140 on seven other seed sets, the one other at the margin), at under half the cost.
 * One epoch changed a verdict on the bench; fewer folds changed 10 to 14 of the 140.
 */
export const FOLD_FIT_EPOCHS = 2;

/** The fold of a card: by its word, so a card's whole history stays on one side of a split. */
export const foldOfWord = (wordId: number, folds = CROSS_VALIDATION_FOLDS) => ((wordId % folds) + folds) % folds;

export interface WordFold {
  /** The reviews of the other folds' cards: what the optimizer fits on. */
  training: LoggedReview[];
  /** This fold's cards' reviews, all of them: what the fit is judged on. */
  heldOut: LoggedReview[];
}

/**
 * Whether a log splits into usable folds: every fold holds a review, and leaves at least
 * `MIN_REVIEWS_TO_OPTIMIZE` reviews to fit on.
 */
function canSplit(reviews: readonly LoggedReview[], folds: number): boolean {
  const counts = new Array<number>(folds).fill(0);
  for (const review of reviews) counts[foldOfWord(review.wordId, folds)]!++;
  return counts.every((n) => n > 0 && reviews.length - n >= MIN_REVIEWS_TO_OPTIMIZE);
}

/**
 * Splits a review log into `folds` folds by card (see `foldOfWord`), each card's whole history in one
 * fold. Null when it cannot be cross-validated: a fold with no reviews, or one that leaves fewer than
 * `MIN_REVIEWS_TO_OPTIMIZE` reviews to fit on.
 */
export function splitByWord(reviews: readonly LoggedReview[], folds = CROSS_VALIDATION_FOLDS): WordFold[] | null {
  if (!canSplit(reviews, folds)) return null;
  const split = Array.from({ length: folds }, (): WordFold => ({ training: [], heldOut: [] }));
  for (const review of reviews) {
    const own = foldOfWord(review.wordId, folds);
    split.forEach((fold, f) => {
      (f === own ? fold.heldOut : fold.training).push(review);
    });
  }
  return split;
}

/** A cross-validation by word laid out on a log's cards and items (see `foldPlan`). */
export interface FoldPlan {
  /** Each item's fold (its card's), in the items' order: a fold's fit is made on the other folds' items. */
  itemFolds: number[];
  /** Each fold's cards' whole histories, in the cards' order: what the fold's fit is judged on. */
  heldOut: OptimizerReview[][][];
}

/**
 * The split of `splitByWord`, laid out on the cards and items made once from the whole log
 * (`cardHistories`, `cardItems`): a fold's training items are the items of the other folds' cards, the
 * very items `cardItems` makes from those cards' reviews alone, in the same order; its held-out
 * histories are those of its own cards. So every fit is made from one set of items. Null when the log
 * cannot be cross-validated (`splitByWord`), or a fold would leave no item to fit on.
 */
export function foldPlan(
  reviews: readonly LoggedReview[],
  cards: readonly CardHistory[],
  items: readonly CardItem[],
  folds = CROSS_VALIDATION_FOLDS,
): FoldPlan | null {
  if (!canSplit(reviews, folds)) return null;
  const cardFolds = cards.map((card) => foldOfWord(card.wordId, folds));
  const itemFolds = items.map(({ card }) => cardFolds[card]!);
  const heldOut = Array.from({ length: folds }, (_, f) =>
    cards.filter((_, c) => cardFolds[c] === f).map((card) => card.reviews),
  );
  const fittable = heldOut.every((_, f) => itemFolds.some((fold) => fold !== f));
  return fittable ? { itemFolds, heldOut } : null;
}
