import { AppError, tooManyRequests } from "./app-error";

/**
 * Slots for heavy work (reading a file, preparing an export): one at a time per learner, a few for the whole
 * server, so one learner's work can never take every core, the memory or the disk from everyone else.
 * Each refusal carries the learner-facing message of the feature that asks.
 */
export function createLearnerSlots(
  globalLimit: number,
  messages: { yoursRunning: string; serverBusy: string },
  /** What a refusal for a full server tells the client to wait (Retry-After). */
  retryAfterSeconds = 30,
) {
  const busy = new Set<string>();
  return {
    /** Takes the learner's slot, or refuses; the returned function gives it back (once). */
    take(userId: string): () => void {
      if (busy.has(userId)) throw new AppError("CONFLICT", messages.yoursRunning);
      if (busy.size >= globalLimit) throw tooManyRequests("RATE_LIMITED", messages.serverBusy, retryAfterSeconds);
      busy.add(userId);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        busy.delete(userId);
      };
    },
    get active() {
      return busy.size;
    },
  };
}
