import { ApiError } from "../../../lib/api";
import type { SavedScore } from "../api/time-rush-api";

/** Where the game-over screen's save stands. */
export type ScoreSave =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; result: SavedScore }
  | { kind: "failed"; error: unknown };

export const SCORE_SAVE_ATTEMPTS = 5;
export const SCORE_SAVE_FIRST_DELAY_MS = 1000;

/** Whether trying again may help: the network, or the server failing (5xx); never a refusal (4xx). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return true;
}

/**
 * Saves a game's score, trying again after network failures (1 s, 2 s, 4 s, …) — the server
 * accepts the same score again for the same game, so a retry after a lost answer is safe.
 */
export async function saveScoreWithRetry(
  save: () => Promise<SavedScore>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  attempts = SCORE_SAVE_ATTEMPTS,
): Promise<SavedScore> {
  let delay = SCORE_SAVE_FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}
