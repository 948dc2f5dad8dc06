import { type LoggedReview, MIN_REVIEWS_TO_OPTIMIZE } from "./optimizer-reviews";

/** Cross-validation by card: the cards are split into this many folds. */
export const CROSS_VALIDATION_FOLDS = 5;

/** The fold of a card: by its word, so a card's whole history stays on one side of a split. */
export const foldOfWord = (wordId: number, folds = CROSS_VALIDATION_FOLDS) => ((wordId % folds) + folds) % folds;

export interface WordFold {
  /** The reviews of the other folds' cards: what the optimizer fits on. */
  training: LoggedReview[];
  /** This fold's cards' reviews, all of them: what the fit is judged on. */
  heldOut: LoggedReview[];
}

/**
 * Splits a review log into `folds` folds by card (see `foldOfWord`), each card's whole history in one
 * fold. Null when it cannot be cross-validated: a fold with no reviews, or one that leaves fewer than
 * `MIN_REVIEWS_TO_OPTIMIZE` reviews to fit on.
 */
export function splitByWord(reviews: readonly LoggedReview[], folds = CROSS_VALIDATION_FOLDS): WordFold[] | null {
  const split = Array.from({ length: folds }, (): WordFold => ({ training: [], heldOut: [] }));
  for (const review of reviews) {
    const own = foldOfWord(review.wordId, folds);
    split.forEach((fold, f) => {
      (f === own ? fold.heldOut : fold.training).push(review);
    });
  }
  const usable = split.every((f) => f.heldOut.length > 0 && f.training.length >= MIN_REVIEWS_TO_OPTIMIZE);
  return usable ? split : null;
}
