import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { trackRequestsInFlight } from "./requests-in-flight";

/** An app with one route that answers when the test says so. */
async function appWithHeldRoute() {
  const app = Fastify();
  const tracker = trackRequestsInFlight(app);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered: () => void = () => {};
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  app.get("/held", async () => {
    entered();
    await held;
    return { ok: true };
  });
  app.get("/quick", async () => ({ ok: true }));
  await app.ready();
  return { app, tracker, release, inside };
}

describe("background work gives way to requests in flight", () => {
  it("takes its turn at once when no request is being answered", async () => {
    const { app, tracker } = await appWithHeldRoute();
    await app.inject({ method: "GET", url: "/quick" });
    await expect(tracker.turn()).resolves.toBeUndefined();
    await app.close();
  });

  it("waits for a request being answered, then goes on", async () => {
    const { app, tracker, release, inside } = await appWithHeldRoute();
    const order: string[] = [];
    const answered = app.inject({ method: "GET", url: "/held" }).then(() => order.push("answered"));
    await inside;
    const turn = tracker.turn().then(() => order.push("turn"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push("released");
    release();
    await Promise.all([answered, turn]);
    // The turn comes once the answer is sent (its hook), whichever of the two promises settles first.
    expect(order[0]).toBe("released");
    expect(order.sort()).toEqual(["answered", "released", "turn"]);
    await app.close();
  });

  it("never waits without end: a request held open does not stop background work", async () => {
    const { app, tracker, release, inside } = await appWithHeldRoute();
    const answered = app.inject({ method: "GET", url: "/held" });
    await inside;
    let turned = false;
    await tracker.turn().then(() => {
      turned = true;
    });
    expect(turned).toBe(true);
    release();
    await answered;
    await app.close();
  });
});
