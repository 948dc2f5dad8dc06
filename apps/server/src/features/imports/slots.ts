import { createLearnerSlots } from "../../lib/learner-slots";

/** Files read at once by the whole server: each reading takes a worker thread and one core. */
export const GLOBAL_READERS = 2;

export const ONE_AT_A_TIME = "A file of yours is being read. Wait for it to finish, then try again.";
export const SERVER_BUSY = "Other files are being read right now. Try again in a minute.";

/** Who is reading a file now (a preview or an import). */
export function createReadingSlots(globalLimit = GLOBAL_READERS) {
  return createLearnerSlots(globalLimit, { yoursRunning: ONE_AT_A_TIME, serverBusy: SERVER_BUSY });
}

export type ReadingSlots = ReturnType<typeof createReadingSlots>;
