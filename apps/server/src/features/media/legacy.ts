import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { CHUNK_BYTES, type MediaBody } from "./body";
import { sniffMime } from "./sniff";
import type { MediaStore } from "./store";

type Table = "own_media" | "mining_media";
type Rows<T> = { rows: T[] };

/** Rows listed per statement (ids only: no bytes are read to list them). */
const LIST = 100;

/** A row's bytes, read back a chunk per statement: the database never hands over a whole file at once. */
function legacyBody(
  db: Db,
  table: Table,
  id: string,
  found: { hash: string; size: number; head: Uint8Array },
): MediaBody {
  const from = sql.identifier(table);
  return {
    ...found,
    async *chunks() {
      for (let at = 0; at < found.size; at += CHUNK_BYTES) {
        const result = (await db.execute(
          sql`SELECT substring(bytes FROM ${at + 1} FOR ${CHUNK_BYTES}) AS piece FROM ${from} WHERE id = ${id}`,
        )) as unknown as Rows<{ piece: Uint8Array | null }>;
        const piece = result.rows[0]?.piece;
        if (!piece) throw new Error(`${table} ${id} changed while its bytes were moved`);
        yield piece;
      }
    },
  };
}

/** Moves one row's bytes to the store; false when the row has gone or was moved meanwhile. */
async function moveRow(db: Db, store: MediaStore, table: Table, id: string): Promise<boolean> {
  const from = sql.identifier(table);
  const result = (await db.execute(sql`
    SELECT encode(sha256(bytes), 'hex') AS hash, octet_length(bytes) AS size, substring(bytes FROM 1 FOR 64) AS head, mime
    FROM ${from} WHERE id = ${id} AND hash IS NULL AND bytes IS NOT NULL`)) as unknown as Rows<{
    hash: string;
    size: number;
    head: Uint8Array;
    mime: string;
  }>;
  const row = result.rows[0];
  if (!row) return false;
  const body = legacyBody(db, table, id, { hash: row.hash, size: Number(row.size), head: row.head });
  const mime = sniffMime(new Uint8Array(row.head), row.mime);
  await store.put(body, (tx) =>
    tx.execute(sql`
      UPDATE ${from} SET hash = ${body.hash}, size = ${body.size}, mime = ${mime}, bytes = NULL
      WHERE id = ${id} AND hash IS NULL`),
  );
  return true;
}

export interface LegacyMove {
  /** Resolves with how many rows were moved, once none is left (or the move was stopped). */
  done: Promise<number>;
  stop(): void;
}

/**
 * Moves recordings and pictures stored in the database's rows before the blob store (`bytes` filled) into
 * it, one file at a time, giving learners' requests their turn before each; started after the server
 * listens. Rows are served from their bytes until moved, and two instances moving at once only repeat work.
 */
export function moveLegacyMedia(
  db: Db,
  store: MediaStore,
  options: { turn?: () => Promise<void>; onError?: (error: unknown) => void } = {},
): LegacyMove {
  let stopped = false;
  const run = async () => {
    let moved = 0;
    for (const table of ["mining_media", "own_media"] as const) {
      const from = sql.identifier(table);
      while (!stopped) {
        const listed = (await db.execute(
          sql`SELECT id FROM ${from} WHERE hash IS NULL AND bytes IS NOT NULL ORDER BY id LIMIT ${LIST}`,
        )) as unknown as Rows<{ id: string }>;
        if (listed.rows.length === 0) break;
        let progress = false;
        for (const { id } of listed.rows) {
          if (stopped) break;
          await options.turn?.();
          if (await moveRow(db, store, table, id)) moved += 1;
          progress = true;
        }
        if (!progress) break;
      }
    }
    return moved;
  };
  const done = run().catch((error: unknown) => {
    options.onError?.(error);
    return 0;
  });
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
