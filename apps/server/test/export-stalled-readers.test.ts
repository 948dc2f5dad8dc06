import { Duplex } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createExportSlots,
  EXPORT_ONE_AT_A_TIME,
  EXPORTS_BUSY,
  GLOBAL_EXPORTS,
} from "../src/features/exports/export-slots";
import { type Client, registeredClient } from "./create/create-helpers";
import { bulkReviewLogs } from "./deck-rows";
import { createAppWithDecks, type TestContext } from "./test-app";

/**
 * Readers that stop reading hold no export place others need: while a download waits on its reader its
 * export gives its place back, and takes one again before it reads more rows. The transfer watch here is
 * far longer than the test, so no cut-off is what frees the places.
 */

const WATCH = { windowMs: 120_000, minBytes: 16 * 1024 };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createAppWithDecks({ transferWatch: WATCH });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await ctx.close();
});

/** A client connection that sends one request and takes the first 64 KB of the answer, then nothing until told. */
class StalledPeer extends Duplex {
  received: Buffer[] = [];
  private sent = false;
  private limit = 64 * 1024;
  private held: (() => void) | null = null;
  readonly ended: Promise<void>;
  constructor(private readonly request: string) {
    super();
    this.ended = new Promise((resolve) => this.once("close", () => resolve()));
  }
  get bytes() {
    return this.received.reduce((sum, b) => sum + b.length, 0);
  }
  /** Reads the rest of the answer; resolves once the server has sent all of it. */
  readOn(): Promise<string> {
    this.limit = Number.POSITIVE_INFINITY;
    const done = new Promise<string>((resolve) => {
      const check = setInterval(() => {
        const text = Buffer.concat(this.received).toString("latin1");
        if (text.endsWith("\r\n0\r\n\r\n")) {
          clearInterval(check);
          resolve(text);
        }
      }, 20);
    });
    this.held?.();
    this.held = null;
    return done;
  }
  override _read() {
    if (this.sent) return;
    this.sent = true;
    this.push(this.request);
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.received.push(Buffer.from(chunk));
    if (this.bytes < this.limit) done();
    else this.held = done;
  }
}

/** The body of a chunked HTTP answer. */
function dechunk(answer: string): string {
  let rest = answer.slice(answer.indexOf("\r\n\r\n") + 4);
  let body = "";
  for (;;) {
    const eol = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (size === 0) return Buffer.from(body, "latin1").toString("utf8");
    body += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

const reviews = (learner: Client, n: number) => bulkReviewLogs(ctx.database, learner.id, n, "secs");

const exportRequest = (learner: Client) =>
  `GET /api/me/reviews/export HTTP/1.1\r\nHost: localhost\r\nCookie: ${learner.cookie}\r\n\r\n`;

describe("exports whose readers stop reading", () => {
  it("give their places to others while they wait, and finish whole once read again", {
    timeout: 120_000,
  }, async () => {
    const stalled: Client[] = [];
    for (let i = 0; i < GLOBAL_EXPORTS; i++) {
      const learner = await registeredClient(ctx, `stall${i}`);
      // Far more than the peer takes before it stops.
      await reviews(learner, 5000);
      stalled.push(learner);
    }
    const peers = stalled.map((learner) => new StalledPeer(exportRequest(learner)));
    for (const peer of peers) ctx.app.server.emit("connection", peer);
    // Each export has begun (all the server's places taken) and sent what its reader took.
    for (const peer of peers) await expect.poll(() => peer.bytes, { timeout: 10_000 }).toBeGreaterThan(64 * 1024);

    // One export at a time per learner, even while theirs waits on its reader.
    expect((await stalled[0]!.call("GET", "/api/me/export")).statusCode).toBe(409);

    // Another learner is not kept waiting by readers that do not read: well within the watch's window (which
    // would otherwise be the first moment a place comes free), their export is answered whole.
    const other = await registeredClient(ctx, "other");
    await reviews(other, 300);
    const started = performance.now();
    let answer = await other.call("GET", "/api/me/reviews/export");
    while (answer.statusCode === 429 && performance.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await other.call("GET", "/api/me/reviews/export");
    }
    expect(answer.statusCode, answer.body).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(answer.body.trim().split("\n")).toHaveLength(301);
    for (const peer of peers) expect(peer.destroyed).toBe(false);

    // The stalled readers read again: each takes a place back in turn and gets its whole file.
    const files = await Promise.all(peers.map((peer) => peer.readOn()));
    for (const file of files) {
      expect(file.startsWith("HTTP/1.1 200")).toBe(true);
      const lines = dechunk(file).trim().split("\n");
      expect(lines).toHaveLength(5001);
      expect(new Set(lines).size).toBe(5001);
    }
    for (const peer of peers) peer.destroy();
    await Promise.all(peers.map((peer) => peer.ended));
    expect((await stalled[0]!.call("GET", "/api/me/export")).statusCode).toBe(200);
  });
});

describe("the export places", () => {
  it("a paused export's place goes to another; it waits for one to come back, ahead of new exports", async () => {
    const slots = createExportSlots(2, 3);
    const a = slots.take("a");
    const b = slots.take("b");
    expect(() => slots.take("c")).toThrow(EXPORTS_BUSY);
    a.pause();
    expect(() => slots.take("a")).toThrow(EXPORT_ONE_AT_A_TIME);
    const c = slots.take("c");
    expect(slots.working).toBe(2);
    // At most 3 open at once, paused ones included.
    b.pause();
    expect(() => slots.take("d")).toThrow(EXPORTS_BUSY);
    c.pause();
    expect(slots.working).toBe(0);
    await a.resume();
    await b.resume();
    expect(slots.working).toBe(2);
    let cBack = false;
    const cResumed = c.resume().then(() => {
      cBack = true;
    });
    await Promise.resolve();
    expect(cBack).toBe(false);
    // A place that comes free goes to the export waiting for it, not to a new one.
    a();
    expect(slots.active).toBe(2);
    expect(() => slots.take("a")).toThrow(EXPORTS_BUSY);
    await cResumed;
    expect(slots.working).toBe(2);
    // An export ended while it waits lets its waiting go, and holds nothing.
    b.pause();
    const a2 = slots.take("a");
    const bWaits = b.resume();
    b();
    await bWaits;
    expect(b.ended).toBe(true);
    expect(slots.working).toBe(2);
    a2();
    c();
    expect(slots.working).toBe(0);
    expect(slots.active).toBe(0);
  });
});
