import type { Clock } from "@app/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database";
import { createImportsRepository } from "../features/imports";
import { type MediaStore, purgeMedia } from "../features/media";
import { createRequestLimiter } from "../features/request-limits";
import { createTrustedDevices } from "../features/trusted-devices";
import { cleanupGuests } from "./cleanup-guests";

const HOUR = 60 * 60 * 1000;

const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * Runs the jobs inside the server process: the hourly clean-up, and every quarter hour the daily
 * reminders due (each learner's at their own local hour). Returns a stop function.
 */
export function startJobs(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  sendReminders: () => Promise<number> = async () => 0,
  media: MediaStore | null = null,
): () => void {
  const run = async () => {
    try {
      const deleted = await cleanupGuests(db, clock());
      if (deleted > 0) log.info({ deleted }, "expired guests deleted");
      await createRequestLimiter(db, clock).deleteExpired(clock());
      // Uploads of previews nobody went on to import.
      await createImportsRepository(db, clock).deleteStalePreviews(clock());
      await createTrustedDevices(db).deleteExpired(clock());
      // Files a mining tool stored that no note took within a day, decks' files no word names any more, and
      // the bytes nothing names (in bounded batches; the rest waits for the next hour).
      if (media) {
        const purged = await purgeMedia(db, media, clock());
        if (purged.stale + purged.unclaimed + purged.blobs > 0) log.info(purged, "unused media deleted");
      }
    } catch (error) {
      log.error({ err: error }, "guest clean-up failed");
    }
  };
  const remind = async () => {
    try {
      const sent = await sendReminders();
      if (sent > 0) log.info({ sent }, "daily reminders sent");
    } catch (error) {
      log.error({ err: error }, "daily reminders failed");
    }
  };
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, HOUR);
  const reminders = setInterval(remind, QUARTER_HOUR);
  for (const handle of [first, timer, reminders]) handle.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    clearInterval(reminders);
  };
}
