import type { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import type { MediaBody } from "./body";

/**
 * Where recordings and pictures live: files under DATA_DIR/media on the embedded database (no file's bytes
 * ever pass through it), chunks in PostgreSQL when instances share one (every instance reads them). Either
 * way a blob is stored once per content, and rows of `own_media` / `mining_media` name it by hash.
 */
export interface MediaStore {
  readonly kind: "files" | "database";
  /**
   * Stores the bytes (once per content) and runs `attach`, which writes the row naming them, while the
   * hourly clean-up cannot take the blob away; answers what `attach` answers.
   */
  put<T>(body: MediaBody, attach: (db: DbOrTx) => Promise<T>): Promise<T>;
  /** Bytes `start` to `end` (inclusive) of a stored blob, streamed; null when it is not there. */
  open(hash: string, start: number, end: number): Promise<Readable | null>;
  /** Looks at up to `limit` blobs unchecked for an hour and deletes those no row names any more. */
  purge(now: Date, limit: number): Promise<PurgeBatch>;
}

/** What one batch of the clean-up looked at, and how many of those it deleted. */
export interface PurgeBatch {
  looked: number;
  gone: number;
}

/** Blobs waiting for the clean-up's look, oldest look first. */
export const GRACE_MS = 60 * 60 * 1000;

/** Touches (or makes) a blob's row: answers whether it is new. */
export async function touchBlob(db: DbOrTx, hash: string, size: number): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO media_blobs (hash, size) VALUES (${hash}, ${size})
    ON CONFLICT (hash) DO UPDATE SET checked_at = now()
    RETURNING (xmax = 0) AS inserted`);
  const [row] = rowsOf<{ inserted: boolean }>(result);
  return row?.inserted === true;
}

/**
 * One batch of the clean-up's look at blobs: those unchecked for an hour that no row names are deleted
 * (their chunks go with them); the others are marked checked. Answers the hashes deleted.
 */
export async function purgeBlobRows(db: DbOrTx, now: Date, limit: number): Promise<{ looked: number; gone: string[] }> {
  const cutoff = new Date(now.getTime() - GRACE_MS).toISOString();
  const named = (b: string) =>
    sql.raw(`(EXISTS (SELECT 1 FROM own_media m WHERE m.hash = ${b}.hash)
      OR EXISTS (SELECT 1 FROM mining_media m WHERE m.hash = ${b}.hash))`);
  const result = await db.execute(sql`
    WITH batch AS (
      SELECT hash FROM media_blobs WHERE checked_at < ${cutoff}::timestamptz
      ORDER BY checked_at LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    gone AS (
      DELETE FROM media_blobs b USING batch WHERE b.hash = batch.hash AND NOT ${named("b")} RETURNING b.hash),
    kept AS (
      UPDATE media_blobs b SET checked_at = now() FROM batch WHERE b.hash = batch.hash AND ${named("b")})
    SELECT (SELECT count(*) FROM batch)::int AS looked, (SELECT coalesce(jsonb_agg(hash), '[]'::jsonb) FROM gone) AS gone`);
  const [row] = rowsOf<{ looked: number; gone: string[] }>(result);
  return { looked: row?.looked ?? 0, gone: row?.gone ?? [] };
}

/** A stored blob's bytes, whole (for a package export, which needs them in memory anyway); null if missing. */
export async function readWhole(store: MediaStore, hash: string, size: number): Promise<Uint8Array | null> {
  if (size === 0) return new Uint8Array(0);
  const stream = await store.open(hash, 0, size - 1);
  if (!stream) return null;
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array));
  return new Uint8Array(Buffer.concat(pieces));
}
