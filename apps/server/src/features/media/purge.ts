import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { GRACE_MS, type MediaStore, type PurgeBatch } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeLimits {
  /** Rows per statement. */
  batch: number;
  /** Statements per kind of row in one run (the rest waits for the next hour). */
  batches: number;
}

const DEFAULT_LIMITS: PurgeLimits = { batch: 500, batches: 20 };

/** Files a mining tool stored that no note took within a day. */
function staleMiningSql(now: Date, limit: number) {
  return sql`
    WITH gone AS (DELETE FROM mining_media WHERE id IN (
      SELECT id FROM mining_media WHERE created_at < ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz
      LIMIT ${limit}) RETURNING 1)
    SELECT count(*)::int AS looked, count(*)::int AS gone FROM gone`;
}

/** A deck's file some word of the deck still names (word recording, sentence recording or picture). */
const claimed = (column: "audio_file" | "sentence_audio_file" | "picture_file") =>
  sql`EXISTS (SELECT 1 FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
    WHERE w.${sql.identifier(column)} = b.name AND s.own_deck_id = b.own_deck_id)`;

/**
 * One batch of the look at decks' files, oldest look first: a file unchecked for an hour that no word of
 * its deck names is deleted, the others are marked checked (each lookup is on the words' name indexes).
 */
function unclaimedSql(now: Date, limit: number) {
  return sql`
    WITH batch AS (
      SELECT id, own_deck_id, name FROM own_media WHERE checked_at < ${new Date(now.getTime() - GRACE_MS).toISOString()}::timestamptz
      ORDER BY checked_at LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    named AS (
      SELECT b.id FROM batch b
      WHERE ${claimed("audio_file")} OR ${claimed("sentence_audio_file")} OR ${claimed("picture_file")}),
    gone AS (
      DELETE FROM own_media m USING batch b WHERE m.id = b.id AND m.id NOT IN (SELECT id FROM named) RETURNING 1),
    kept AS (UPDATE own_media m SET checked_at = now() FROM named n WHERE m.id = n.id)
    SELECT (SELECT count(*) FROM batch)::int AS looked, (SELECT count(*) FROM gone)::int AS gone`;
}

async function inBatches(limits: PurgeLimits, run: () => Promise<PurgeBatch>): Promise<number> {
  let gone = 0;
  for (let i = 0; i < limits.batches; i++) {
    const batch = await run();
    gone += batch.gone;
    if (batch.looked < limits.batch) break;
  }
  return gone;
}

const batchOf = (result: unknown): PurgeBatch => {
  const [row] = rowsOf<{ looked: number; gone: number }>(result);
  return { looked: row?.looked ?? 0, gone: row?.gone ?? 0 };
};

/**
 * The hourly clean-up of recordings and pictures, in bounded batches: mined files no note took, decks'
 * files no word names any more, then the blobs (files or chunks) nothing names. Answers how many of each went.
 */
export async function purgeMedia(db: Db, store: MediaStore, now: Date, limits: PurgeLimits = DEFAULT_LIMITS) {
  const stale = await inBatches(limits, async () => batchOf(await db.execute(staleMiningSql(now, limits.batch))));
  const unclaimed = await inBatches(limits, async () => batchOf(await db.execute(unclaimedSql(now, limits.batch))));
  const blobs = await inBatches(limits, () => store.purge(now, limits.batch));
  return { stale, unclaimed, blobs };
}
