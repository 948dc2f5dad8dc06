import { ApiError } from "../../../lib/api";
import { SYNC_PROBLEM_KEY } from "./offline-save-key";
import { isRetryableSaveError, type SaveOutcome } from "./offline-save-queue";

/** Why sessions kept on this device could not be saved the last time they were sent, in the learner's words. */
export function describeSyncError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return "You were signed out. Sign in again and they are sent.";
    if (isRetryableSaveError(error)) return "The server did not answer (it may be busy). They are sent again later.";
    return `A session was refused: ${error.message}`;
  }
  return "The server could not be reached. They are sent again when you are back online.";
}

export interface SyncProblem {
  at: string;
  message: string;
}

/** Remembers what went wrong in a sync (or that nothing did), for Settings → Studying offline. */
export function recordSyncOutcomes(outcomes: ReadonlyMap<string, SaveOutcome>, now: Date): void {
  const errors = [...outcomes.values()].flatMap((o) => ("error" in o && o.error !== undefined ? [o.error] : []));
  try {
    if (errors.length > 0) {
      const problem: SyncProblem = { at: now.toISOString(), message: describeSyncError(errors[0]) };
      localStorage.setItem(SYNC_PROBLEM_KEY, JSON.stringify(problem));
    } else if ([...outcomes.values()].some((o) => o.status === "saved")) {
      localStorage.removeItem(SYNC_PROBLEM_KEY);
    }
  } catch {
    // storage blocked: nothing to show later
  }
}

export function lastSyncProblem(): SyncProblem | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(SYNC_PROBLEM_KEY) ?? "null") as Partial<SyncProblem> | null;
    return parsed && typeof parsed.at === "string" && typeof parsed.message === "string"
      ? { at: parsed.at, message: parsed.message }
      : null;
  } catch {
    return null;
  }
}
