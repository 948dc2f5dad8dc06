import { createLearnerSlots } from "../../lib/learner-slots";

/** Exports prepared at once by the whole server: each reads the database and writes a file while it runs. */
export const GLOBAL_EXPORTS = 3;

export const EXPORT_ONE_AT_A_TIME =
  "An export of yours is still being prepared. Wait for it to finish, then try again.";
export const EXPORTS_BUSY = "Other exports are being prepared right now. Try again in a minute.";

/** Who is exporting now: the download holds its slot until the last byte is sent (or its reader is cut off). */
export function createExportSlots(globalLimit = GLOBAL_EXPORTS) {
  return createLearnerSlots(globalLimit, { yoursRunning: EXPORT_ONE_AT_A_TIME, serverBusy: EXPORTS_BUSY });
}

export type ExportSlots = ReturnType<typeof createExportSlots>;
