import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { CHUNK_BYTES, isMediaHash } from "./body";
import { type MediaStore, purgeBlobRows, touchBlob } from "./store";

type Rows<T> = { rows: T[] };

/** Pieces of at most CHUNK_BYTES, whatever sizes the body hands out. */
async function* evenPieces(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let held = 0;
  for await (const piece of source) {
    let rest = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (rest.byteLength > 0) {
      const take = Math.min(CHUNK_BYTES - held, rest.byteLength);
      pending.push(rest.subarray(0, take));
      held += take;
      rest = rest.subarray(take);
      if (held === CHUNK_BYTES) {
        yield Buffer.concat(pending);
        pending = [];
        held = 0;
      }
    }
  }
  if (held > 0) yield Buffer.concat(pending);
}

/**
 * Blobs in PostgreSQL, which every instance reads: `media_chunks` rows of 256 KiB, each written and read by
 * a statement of its own, so no statement carries a whole file. A blob and the row naming it are written in
 * one transaction (the clean-up's delete waits on it and then sees the blob just checked).
 */
export function createChunkMediaStore(db: Db): MediaStore {
  return {
    kind: "database",
    put: (body, attach) =>
      db.transaction(async (tx) => {
        if (await touchBlob(tx, body.hash, body.size)) {
          let seq = 0;
          for await (const piece of evenPieces(body.chunks())) {
            await tx.execute(sql`INSERT INTO media_chunks (hash, seq, bytes) VALUES (${body.hash}, ${seq}, ${piece})`);
            seq += 1;
          }
        }
        return attach(tx);
      }),
    async open(hash, start, end) {
      if (!isMediaHash(hash)) return null;
      const found = (await db.execute(sql`SELECT size FROM media_blobs WHERE hash = ${hash}`)) as unknown as Rows<{
        size: number;
      }>;
      const size = found.rows[0]?.size;
      if (size === undefined || end >= size) return null;
      async function* pieces() {
        for (let seq = Math.floor(start / CHUNK_BYTES); seq <= Math.floor(end / CHUNK_BYTES); seq++) {
          const result = (await db.execute(
            sql`SELECT bytes FROM media_chunks WHERE hash = ${hash} AND seq = ${seq}`,
          )) as unknown as Rows<{ bytes: Uint8Array }>;
          const bytes = result.rows[0]?.bytes;
          if (!bytes) throw new Error(`media chunk ${seq} of ${hash} is missing`);
          const from = seq * CHUNK_BYTES;
          yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(
            Math.max(0, start - from),
            end - from + 1,
          );
        }
      }
      return Readable.from(pieces(), { objectMode: false });
    },
    async purge(now, limit) {
      const { looked, gone } = await purgeBlobRows(db, now, limit);
      return { looked, gone: gone.length };
    },
  };
}
