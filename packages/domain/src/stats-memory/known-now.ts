import type { MemoryModel } from "../planning/memory-model";

/** What "known now" needs of a word's memory. */
export interface RememberedWord {
  stability: number;
  /** Days since its last review (fractions allowed). */
  elapsedDays: number;
}

/**
 * Words you know now: the sum over studied words of the chance of recalling each today, from its
 * stability and the time since its last review (unstudied words count 0).
 */
export function wordsKnownNow(words: readonly RememberedWord[], model: Pick<MemoryModel, "recall">): number {
  let sum = 0;
  for (const word of words) {
    if (word.stability > 0) sum += model.recall(Math.max(0, word.elapsedDays), word.stability);
  }
  return sum;
}

/** A word's forgetting curve: its chance of recall on each day from its last review to `days` after. */
export function forgettingCurve(
  stability: number,
  model: Pick<MemoryModel, "recall">,
  days: number,
): { day: number; recall: number }[] {
  const steps = Math.max(1, Math.min(365, Math.ceil(days)));
  return Array.from({ length: steps + 1 }, (_, day) => ({ day, recall: model.recall(day, stability) }));
}
