import type { ProgressCard, Rating } from "./progress-card";

/**
 * The memory state a review-log row records (revlog semantics): the word's state after the review,
 * when it falls due, and the scheduler's fields. Every review log of the domain (a session's, an
 * import's, a replay's) holds these.
 */
export interface ReviewLogMemory {
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
}

/** The memory state, and the learner's days since the word's previous review. */
export interface ReviewLogFields extends ReviewLogMemory {
  lastElapsedDays: number;
}

/** What the scheduler logs for one review. */
export interface ReviewLogEntry extends ReviewLogFields {
  rating: Rating;
  review: Date;
}

/** The log of a review that left the word as `card`. */
export function logOf(card: ProgressCard, rating: Rating, review: Date, lastElapsedDays: number): ReviewLogEntry {
  return {
    rating,
    state: card.state,
    due: card.nextReview!,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    lastElapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    review,
  };
}
