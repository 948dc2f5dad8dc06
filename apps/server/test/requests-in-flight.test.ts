import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackRequestsInFlight } from "../src/http/requests-in-flight";

/** An app whose `/hold` request stays open until `release()`; `/download` also becomes background work first. */
async function appWithOpenRequests() {
  const app = Fastify();
  const inFlight = trackRequestsInFlight(app);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get("/hold", async () => {
    await held;
    return "done";
  });
  app.get("/download", async (request) => {
    inFlight.becomesBackground(request);
    await held;
    return "done";
  });
  await app.ready();
  return { app, inFlight, release: () => release() };
}

/** Whether the promise has settled once the queued callbacks (timers aside) have run. */
async function settledSoon(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("requests in flight", () => {
  it("gives background work its turn only once the learners' requests are answered", async () => {
    // The turn's bound (at most 250 ms of waiting) is a timer: held still, only a request's end can end a wait.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { app, inFlight, release } = await appWithOpenRequests();
    expect(await settledSoon(inFlight.turn())).toBe(true);
    const answered = app.inject({ method: "GET", url: "/hold" });
    await new Promise((resolve) => setImmediate(resolve));
    const turn = inFlight.turn();
    expect(await settledSoon(turn)).toBe(false);
    release();
    await answered;
    expect(await settledSoon(turn)).toBe(true);
    await app.close();
  });

  it("does not hold background work back with a download: it waits its own turns instead", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { app, inFlight, release } = await appWithOpenRequests();
    const downloading = app.inject({ method: "GET", url: "/download" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await settledSoon(inFlight.turn())).toBe(true);
    release();
    await downloading;
    await app.close();
  });
});
