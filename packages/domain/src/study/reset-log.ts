import type { ManualLogWrite } from "./update-cards-plan";

/** What a reset reads of the word's progress row before it goes back to new. */
export interface ResetFrom {
  state: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  learningSteps: number;
}

/**
 * The review-log row of "learn again from new" (a leech reset): revlog's manual kind with rating 0, as
 * Anki logs "Forget" — no review happened — and the memory after it a new word's (state 0, stability
 * and difficulty 0, due now). The optimizer starts the word's history again after it (`isResetLog`).
 */
export function resetLog(input: {
  userId: string;
  wordId: number;
  subDeckId: string;
  mode: string;
  before: ResetFrom;
  now: Date;
}): ManualLogWrite {
  const { userId, wordId, subDeckId, mode, before, now } = input;
  return {
    ...{ userId, wordId, subDeckId, reviewedAt: now, kind: "manual", rating: 0, mode },
    ...{ stateBefore: before.state, state: 0, due: now, stability: 0, difficulty: 0, learningSteps: 0 },
    ...{ elapsedDays: before.elapsedDays, lastElapsedDays: before.elapsedDays, scheduledDays: 0, actualRetention: 1 },
  };
}

/** A log row that resets its word to new: a manual row (rating 0) leaving it in state 0. */
export function isResetLog(row: { kind: string; rating: number; state: number }): boolean {
  return row.kind === "manual" && row.rating === 0 && row.state === 0;
}
