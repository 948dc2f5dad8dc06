import net from "node:net";
import { Duplex } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_BUSY } from "../src/features/imports/slots";
import { UPLOADING } from "../src/features/imports/upload";
import { type Client, multipart, registeredClient } from "./create/create-helpers";
import { bulkReviewLogs } from "./deck-rows";
import { createAppWithDecks, TEST_ORIGIN, type TestContext } from "./test-app";

/**
 * Clients that stop reading a download or trickle an upload hold nothing others need: the export slot is
 * given back when its reader stalls, a reading slot is taken only once the file has arrived, and a stalled
 * upload is cut off. Every 429 says when to try again.
 */

const WATCH = { windowMs: 400, minBytes: 16 * 1024 };
let ctx: TestContext;
let port = 0;
beforeAll(async () => {
  ctx = await createAppWithDecks({ transferWatch: WATCH });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/**
 * A raw connection that sends `head` (and `body`) and nothing more; `reading: false` reads nothing either.
 * `closed` resolves when the server ends it (seen only by a client that reads).
 */
function stuckClient(head: string, body: Buffer = Buffer.alloc(0), reading = true) {
  const socket = net.connect(port, "127.0.0.1");
  socket.write(head);
  if (body.length > 0) socket.write(body);
  if (!reading) socket.pause();
  else socket.resume();
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => undefined);
  return { socket, closed };
}

/** A client connection that sends one request, takes the first 64 KB of the answer, then reads nothing more. */
class StuckPeer extends Duplex {
  received = 0;
  private sent = false;
  readonly ended: Promise<void>;
  constructor(private readonly request: string) {
    super();
    this.ended = new Promise((resolve) => this.once("close", () => resolve()));
  }
  override _read() {
    if (this.sent) return;
    this.sent = true;
    this.push(this.request);
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.received += chunk.length;
    if (this.received < 64 * 1024) done();
  }
}

const csv = (n: number) => ({
  name: "words.csv",
  bytes: Buffer.from(`term,translation\n${Array.from({ length: n }, (_, i) => `sana${i},word${i}`).join("\n")}\n`),
});

async function reviews(learner: Client, n: number) {
  await bulkReviewLogs(ctx.database, learner.id, n, "secs");
}

describe("a download whose reader stops reading", () => {
  it("is cut off and gives its export slot back", { timeout: 120_000 }, async () => {
    const reader = await registeredClient(ctx, "rd");
    // Far more than the peer below takes (socket buffers would take it all, so the peer is in-process).
    await reviews(reader, 5000);
    const peer = new StuckPeer(
      `GET /api/me/reviews/export HTTP/1.1\r\nHost: localhost\r\nCookie: ${reader.cookie}\r\n\r\n`,
    );
    ctx.app.server.emit("connection", peer);
    await new Promise((r) => setTimeout(r, 150));
    // While it is held, the learner's next export waits for it.
    const meanwhile = await reader.call("GET", "/api/me/export");
    expect(meanwhile.statusCode).toBe(409);
    // The reader never reads again: within a few windows the server ends its download and frees the slot.
    const started = performance.now();
    await peer.ended;
    expect(performance.now() - started).toBeLessThan(10 * WATCH.windowMs);
    expect(peer.received).toBeLessThan(1024 * 1024);
    const again = await reader.call("GET", "/api/me/export");
    expect(again.statusCode).toBe(200);
  });
});

describe("uploads", () => {
  it("a trickling upload holds no reading slot, is cut off, and one learner sends one file at a time", async () => {
    const tricklers = [await registeredClient(ctx, "tk1"), await registeredClient(ctx, "tk2")];
    const stuck = tricklers.map((t) => {
      const body = multipart(csv(3));
      const head =
        `POST /api/me/imports/preview HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${t.cookie}\r\n` +
        `Content-Type: ${body.headers["content-type"]}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
      // Only the start of the body: the rest never comes.
      return stuckClient(head, body.payload.subarray(0, 120));
    });
    await new Promise((r) => setTimeout(r, 150));
    const second = multipart(csv(3));
    const again = await tricklers[0]!.call("POST", "/api/me/imports/preview", second.payload, second.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(UPLOADING);
    // Both the server's reading slots (two) would be held if slots were taken before the upload arrived.
    const other = await registeredClient(ctx, "pv");
    const body = multipart(csv(5));
    const preview = await other.call("POST", "/api/me/imports/preview", body.payload, body.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    await Promise.all(stuck.map((s) => s.closed));
    const after = await tricklers[0]!.call("POST", "/api/me/imports/preview", second.payload, second.headers);
    expect(after.statusCode, after.body).toBe(200);
  }, 60_000);

  it("a full server answers 429 with Retry-After", async () => {
    const { createReadingSlots } = await import("../src/features/imports/slots");
    const slots = createReadingSlots(1);
    slots.take("a");
    let refusal: unknown;
    try {
      slots.take("b");
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 429, message: SERVER_BUSY, headers: { "retry-after": "30" } });
  });
});
