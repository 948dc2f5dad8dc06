import { AppError, tooManyRequests } from "../../lib/app-error";

/** Exports prepared at once by the whole server: each reads the database and writes a file while it runs. */
export const GLOBAL_EXPORTS = 3;

/** Downloads under way at once, waiting on their readers included: what the server keeps open for them. */
export const OPEN_EXPORTS_PER_SLOT = 4;

export const EXPORT_ONE_AT_A_TIME =
  "An export of yours is still being prepared. Wait for it to finish, then try again.";
export const EXPORTS_BUSY = "Other exports are being prepared right now. Try again in a minute.";

/** What a refusal for a full server tells the client to wait (Retry-After). */
const RETRY_AFTER_SECONDS = 30;

/** A learner's export: its place among those being prepared, given up while its reader does not read. */
export interface HeldExport {
  /** Ends the export (once): the learner may export again, and its place goes to the next. */
  (): void;
  /** Its reader has not asked for more for a while: the export gives its place to others meanwhile. */
  pause(): void;
  /** Its reader asks for more: resolves once the export has a place again (at once when one is free). */
  resume(): Promise<void>;
  /** The export was ended (its reader gone, or cut off). */
  readonly ended: boolean;
}

/**
 * Who is exporting now. One export at a time per learner, for as long as its download lasts; at most
 * `globalLimit` of them reading the database and writing at once. A download whose reader stops reading
 * gives its place back while it waits (`pause`) and waits for one before it reads the next rows
 * (`resume`, ahead of new exports), so clients that never read cannot keep others' exports waiting;
 * they are cut off by the transfer watch. Downloads open at once, paused ones included, are capped too.
 */
export function createExportSlots(globalLimit = GLOBAL_EXPORTS, openLimit = globalLimit * OPEN_EXPORTS_PER_SLOT) {
  const learners = new Set<string>();
  let working = 0;
  const waiting: (() => void)[] = [];

  /** A freed place goes to the export that has waited longest. */
  const handOver = () => {
    while (working < globalLimit && waiting.length > 0) {
      working++;
      waiting.shift()!();
    }
  };

  return {
    /** Takes a place for the learner's export, or refuses (409 for their own, 429 for a full server). */
    take(userId: string): HeldExport {
      if (learners.has(userId)) throw new AppError("CONFLICT", EXPORT_ONE_AT_A_TIME);
      if (working + waiting.length >= globalLimit || learners.size >= openLimit) {
        throw tooManyRequests("RATE_LIMITED", EXPORTS_BUSY, RETRY_AFTER_SECONDS);
      }
      learners.add(userId);
      working++;
      let state: "working" | "paused" | "waiting" | "ended" = "working";
      let wake: (() => void) | null = null;
      const leave = () => {
        if (state === "working") working--;
        if (state === "waiting" && wake) {
          const at = waiting.indexOf(wake);
          if (at >= 0) waiting.splice(at, 1);
          wake();
        }
      };
      const held = () => {
        if (state === "ended") return;
        leave();
        state = "ended";
        learners.delete(userId);
        handOver();
      };
      // A getter, not a copy: `ended` is read as the export goes.
      Object.defineProperty(held, "ended", { get: () => state === "ended" });
      return Object.assign(held as typeof held & { readonly ended: boolean }, {
        pause() {
          if (state !== "working") return;
          working--;
          state = "paused";
          handOver();
        },
        resume(): Promise<void> {
          if (state !== "paused") return Promise.resolve();
          if (working < globalLimit && waiting.length === 0) {
            working++;
            state = "working";
            return Promise.resolve();
          }
          state = "waiting";
          return new Promise<void>((resolve) => {
            wake = () => {
              wake = null;
              if (state === "waiting") state = "working";
              resolve();
            };
            waiting.push(wake);
          });
        },
      });
    },
    /** Exports under way (one per learner), paused ones included. */
    get active() {
      return learners.size;
    },
    /** Exports reading the database or writing now. */
    get working() {
      return working;
    },
  };
}

export type ExportSlots = ReturnType<typeof createExportSlots>;
