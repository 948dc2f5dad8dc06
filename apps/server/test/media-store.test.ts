// Recordings and pictures: stored once per content outside the rows (files on the embedded database,
// chunks on PostgreSQL), played with byte ranges, purged once no word names them, and moved out of rows
// stored before.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { purgeMedia } from "../src/features/media";
import { type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { mediaRowsOf, minedWordWithRecording, mp3Of, rows, sha256 } from "./media-helpers";
import { createTestApp } from "./test-app";

const ctx = appPerFile(() => createTestApp());
const embedded = () => ctx.database.kind === "pglite";
const fileOf = (hash: string) => path.join(ctx.dataDir, "media", hash.slice(0, 2), hash);
const later = (ms: number) => new Date(Date.now() + ms);
const HOUR = 3_600_000;

let miner: Miner;
beforeAll(async () => {
  miner = await miningLearner(ctx);
});

const play = (wordId: number, headers: Record<string, string> = {}) =>
  miner.client.call("GET", `/api/words/${wordId}/audio`, undefined, headers);

describe("a mined recording", () => {
  const bytes = mp3Of(700_000);
  const hash = sha256(bytes);
  let wordId: number;

  it("is stored outside the rows: the rows keep its name, type, size and hash, no bytes", async () => {
    wordId = await minedWordWithRecording(miner, "走る", "run.mp3", bytes);
    const media = await mediaRowsOf(ctx, hash);
    expect(media).toMatchObject({ own: 1, mined: 1, withBytes: 0, blobs: 1 });
    const [own] = await rows<{ size: number; mime: string }>(
      ctx,
      sql`SELECT size, mime FROM own_media WHERE hash = ${hash}`,
    );
    expect(own).toEqual({ size: bytes.length, mime: "audio/mpeg" });
    if (embedded()) {
      // A file of its own, readable by the server's user only, and no chunk in the database.
      expect(fs.readFileSync(fileOf(hash)).equals(bytes)).toBe(true);
      expect(fs.statSync(fileOf(hash)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(fileOf(hash))).mode & 0o777).toBe(0o700);
      expect(media.chunks).toBe(0);
    } else {
      // Chunks of at most 256 KiB.
      expect(media.chunks).toBe(Math.ceil(bytes.length / (256 * 1024)));
      const [largest] = await rows<{ n: number }>(
        ctx,
        sql`SELECT max(octet_length(bytes))::int AS n FROM media_chunks`,
      );
      expect(largest!.n).toBeLessThanOrEqual(256 * 1024);
    }
  });

  it("plays whole, or by byte range, with its sniffed type and never as a page", async () => {
    const whole = await play(wordId);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({
      "content-type": "audio/mpeg",
      "accept-ranges": "bytes",
      "x-content-type-options": "nosniff",
      "content-length": String(bytes.length),
      etag: `"${hash}"`,
    });
    const part = await play(wordId, { range: "bytes=262000-262999" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 262000-262999/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(262000, 263000))).toBe(true);
    const tail = await play(wordId, { range: "bytes=-100" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const open = await play(wordId, { range: "bytes=699990-" });
    expect(open.rawPayload.equals(bytes.subarray(699990))).toBe(true);
    const past = await play(wordId, { range: `bytes=${bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    // Not a byte range: the whole file, as the RFC allows.
    expect((await play(wordId, { range: "lines=1-2" })).statusCode).toBe(200);
    expect((await play(wordId, { "if-none-match": `"${hash}"` })).statusCode).toBe(304);
  });

  it("is purged by the hourly job once its word is deleted (and not before)", async () => {
    // Still named by a word: an hour later nothing goes.
    expect(await purgeMedia(ctx.database.db, ctx.app.media, later(2 * HOUR))).toEqual({
      stale: 0,
      unclaimed: 0,
      blobs: 0,
    });
    const gone = await miner.client.call("DELETE", `/api/me/own-decks/${miner.deck.id}/words/${wordId}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await play(wordId)).statusCode).toBe(404);
    // The day the tool's copy is kept, then the deck's unnamed file, then the bytes.
    const purged = await purgeMedia(ctx.database.db, ctx.app.media, later(25 * HOUR));
    expect(purged).toEqual({ stale: 1, unclaimed: 1, blobs: 1 });
    expect(await mediaRowsOf(ctx, hash)).toMatchObject({ own: 0, mined: 0, blobs: 0, chunks: 0 });
    if (embedded()) expect(fs.existsSync(fileOf(hash))).toBe(false);
  });
});

describe("what a file says it is", () => {
  it("an HTML page named .mp3 is sent as audio with nosniff; a PNG named .mp3 as a picture", async () => {
    const page = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
    const pageWord = await minedWordWithRecording(miner, "罠", "trap.mp3", page);
    const served = await play(pageWord);
    expect(served.headers["content-type"]).toBe("audio/mpeg");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    const png = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(100, 1)]);
    const pngWord = await minedWordWithRecording(miner, "絵", "picture.mp3", png);
    expect((await play(pngWord)).headers["content-type"]).toBe("image/png");
  });

  it("the same file stored twice is kept once", async () => {
    const bytes = mp3Of(5000, 7);
    await minedWordWithRecording(miner, "一", "one.mp3", bytes);
    await minedWordWithRecording(miner, "二", "two.mp3", bytes);
    expect(await mediaRowsOf(ctx, sha256(bytes))).toMatchObject({ own: 2, mined: 2, blobs: 1 });
  });
});

describe("rows stored before the media store", () => {
  it("are moved out at start, a file at a time, and play the same before and after", async () => {
    const bytes = mp3Of(600_000, 3);
    const wordId = await minedWordWithRecording(miner, "古い", "old.mp3", bytes);
    // As an earlier version left it: the bytes in the row, no hash, no blob.
    await ctx.database.db.execute(sql`DELETE FROM mining_media WHERE name = 'old.mp3'`);
    await ctx.database.db.execute(
      sql`UPDATE own_media SET bytes = decode(${bytes.toString("hex")}, 'hex'), hash = NULL WHERE name = 'old.mp3'`,
    );
    await purgeMedia(ctx.database.db, ctx.app.media, later(2 * HOUR));
    expect(await mediaRowsOf(ctx, sha256(bytes))).toMatchObject({ own: 0, blobs: 0 });
    expect((await play(wordId)).rawPayload.equals(bytes)).toBe(true);

    expect(await ctx.app.moveLegacyMedia().done).toBe(1);
    expect(await mediaRowsOf(ctx, sha256(bytes))).toMatchObject({ own: 1, withBytes: 0, blobs: 1 });
    const moved = await play(wordId, { range: "bytes=0-9" });
    expect(moved.statusCode).toBe(206);
    expect(moved.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    expect(await ctx.app.moveLegacyMedia().done).toBe(0);
  });
});
