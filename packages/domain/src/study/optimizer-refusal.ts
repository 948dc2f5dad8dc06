import { NOT_ENOUGH_REVIEWS } from "./optimizer-reviews";

/** The spec's refusal, with how many reviews the learner has so far (how far there is to go). */
export const notEnoughReviews = (have: number) => `${NOT_ENOUGH_REVIEWS} (you have ${have})`;
