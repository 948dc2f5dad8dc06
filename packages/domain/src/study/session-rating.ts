import { ratingFromConfidence } from "./confidence";
import type { Rating } from "./scheduling";

export interface SessionWordOutcome {
  alreadyKnow: boolean;
  gotWrong: boolean;
  /** Whether the word's first answer in the session was right; absent from older clients. */
  firstAnswerCorrect?: boolean | undefined;
  /** MANUAL: the ratings given after each answer, in order. */
  ratings: readonly number[];
}

/** The first answer was wrong (older clients only say whether any answer was). */
export function firstAnswerWrong(word: SessionWordOutcome): boolean {
  return word.firstAnswerCorrect === undefined ? word.gotWrong : !word.firstAnswerCorrect;
}

/**
 * The rating FSRS is given for one word of a session. A word whose first answer was wrong was
 * forgotten: FSRS gets Again, in both modes, whatever came after (logging the retry's rating would
 * teach the optimizer that forgotten words were remembered). A word recalled at the first try is
 * graded by the learner's first rating (MANUAL) or by the confidence index (AUTOMATIC). "Already
 * know" is Easy. Returns null when MANUAL has no rating to go by.
 */
export function sessionRating(
  word: SessionWordOutcome,
  algorithm: "MANUAL" | "AUTOMATIC",
  confidence: number,
): Rating | null {
  if (word.alreadyKnow) return 4;
  if (firstAnswerWrong(word)) return 1;
  if (algorithm === "AUTOMATIC") return ratingFromConfidence(confidence);
  const first = word.ratings[0];
  return first === undefined ? null : (Math.min(4, Math.max(1, Math.round(first))) as Rating);
}
