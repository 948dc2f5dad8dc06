import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Miner } from "./ankiconnect-helpers";
import type { TestContext } from "./test-app";

/** An MP3-looking file (an ID3 tag, then noise) of `size` bytes. */
export function mp3Of(size: number, seed = 1): Buffer {
  const bytes = crypto.createHash("sha256").update(String(seed)).digest();
  const out = Buffer.alloc(size);
  for (let i = 0; i < size; i++) out[i] = (bytes[i % 32]! + i * 31) & 0xff;
  out.write("ID3", 0, "latin1");
  return out;
}

export const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Stores `bytes` through storeMediaFile and adds a word naming it as its recording; the word's id. */
export async function minedWordWithRecording(miner: Miner, term: string, name: string, bytes: Buffer) {
  const stored = await miner.anki("storeMediaFile", { filename: name, data: bytes.toString("base64") });
  expect(stored.json(), stored.body).toEqual({ result: name, error: null });
  const added = await miner.anki("addNote", {
    note: {
      deckName: miner.deck.name,
      modelName: "Lexistep Word",
      fields: { Word: term, Meaning: `meaning of ${term}`, WordAudio: `[sound:${name}]` },
    },
  });
  const id = added.json().result;
  expect(typeof id, added.body).toBe("number");
  return id as number;
}

export async function rows<T>(ctx: TestContext, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the media tables hold for a hash: rows naming it and whether any kept bytes in a column. */
export async function mediaRowsOf(ctx: TestContext, hash: string) {
  const [row] = await rows<{ own: number; mined: number; withBytes: number; blobs: number; chunks: number }>(
    ctx,
    sql`SELECT
      (SELECT count(*) FROM own_media WHERE hash = ${hash})::int AS own,
      (SELECT count(*) FROM mining_media WHERE hash = ${hash})::int AS mined,
      ((SELECT count(*) FROM own_media WHERE bytes IS NOT NULL) + (SELECT count(*) FROM mining_media WHERE bytes IS NOT NULL))::int AS "withBytes",
      (SELECT count(*) FROM media_blobs WHERE hash = ${hash})::int AS blobs,
      (SELECT count(*) FROM media_chunks WHERE hash = ${hash})::int AS chunks`,
  );
  return row!;
}
