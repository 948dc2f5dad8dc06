/**
 * What the FSRS optimizer learns from and how a fit is judged: the review histories and items
 * (`optimizer-reviews.ts`), a parameter set's score and the comparison of two (`optimizer-fit.ts`),
 * and the split by word for cross-validation (`optimizer-folds.ts`).
 */
export * from "./optimizer-fit";
export * from "./optimizer-folds";
export * from "./optimizer-reviews";
