import { AppError } from "../../lib/app-error";

/** Exports prepared at once by the whole server: each reads the database and writes a file while it runs. */
export const GLOBAL_EXPORTS = 3;

export const EXPORT_ONE_AT_A_TIME =
  "An export of yours is still being prepared. Wait for it to finish, then try again.";
export const EXPORTS_BUSY = "Other exports are being prepared right now. Try again in a minute.";

/**
 * Who is exporting now: one export at a time per learner (the download runs until the last byte is sent),
 * a few for the server, so no learner's downloads can take the database or the disk from everyone else.
 */
export function createExportSlots(globalLimit = GLOBAL_EXPORTS) {
  const busy = new Set<string>();
  return {
    /** Takes the learner's slot, or refuses; the returned function gives it back (once). */
    take(userId: string): () => void {
      if (busy.has(userId)) throw new AppError("CONFLICT", EXPORT_ONE_AT_A_TIME);
      if (busy.size >= globalLimit) throw new AppError("RATE_LIMITED", EXPORTS_BUSY);
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

export type ExportSlots = ReturnType<typeof createExportSlots>;
