import { AppError } from "../../lib/app-error";

/** Files read at once by the whole server: each reading takes a worker thread and one core. */
export const GLOBAL_READERS = 2;

export const ONE_AT_A_TIME = "A file of yours is being read. Wait for it to finish, then try again.";
export const SERVER_BUSY = "Other files are being read right now. Try again in a minute.";

/**
 * Who is reading a file now (a preview or an import): one at a time per learner, a few for the server, so
 * one learner's files can never take every core or all the memory.
 */
export function createReadingSlots(globalLimit = GLOBAL_READERS) {
  const busy = new Set<string>();
  return {
    /** Takes the learner's slot, or refuses; the returned function gives it back (once). */
    take(userId: string): () => void {
      if (busy.has(userId)) throw new AppError("CONFLICT", ONE_AT_A_TIME);
      if (busy.size >= globalLimit) throw new AppError("RATE_LIMITED", SERVER_BUSY);
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

export type ReadingSlots = ReturnType<typeof createReadingSlots>;
