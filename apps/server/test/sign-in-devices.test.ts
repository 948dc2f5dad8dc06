import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trustedDevices } from "../src/db/schema";
import { createTrustedDevices } from "../src/features/trusted-devices/repository";
import { appPerFile } from "./app-per-file";
import { deviceCookieFrom, FIREFOX, MINUTE, PASSWORD, signIn, strangerClient, WRONG } from "./sign-in-helpers";
import { cookieCall, cookiesFrom, createTestApp, createTestClock, jsonHeaders, signUpVerified } from "./test-app";

/**
 * Trusted devices: a browser that signed in with the password gets a signed, HttpOnly device cookie;
 * its attempts count in its own bucket (the spec's 5 failures → 15 minutes), and the learner lists
 * and removes devices in Settings → Security.
 */

const clock = createTestClock(new Date((Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000));
const ctx = appPerFile(() => createTestApp({}, { clock }));

const invalid = (n: number) => `Invalid email or password. ${n} ${n === 1 ? "attempt" : "attempts"} remaining.`;

let userCounter = 0;
/** A verified learner and one trusted device of theirs (its cookie, address and session). */
async function learnerWithDevice() {
  userCounter += 1;
  const email = `device${userCounter}@example.org`;
  const { userId } = await signUpVerified(ctx, { username: `device${userCounter}`, email, password: PASSWORD });
  const device = await newDevice(email);
  return { email, userId, device };
}

async function newDevice(email: string) {
  const client = { ...strangerClient(), userAgent: FIREFOX };
  const res = await signIn(ctx, email, PASSWORD, client);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = deviceCookieFrom(res.headers["set-cookie"]);
  const session = cookiesFrom(res.headers["set-cookie"])
    .split("; ")
    .filter((c) => c.startsWith("lexistep.session"))
    .join("; ");
  return { ...client, cookie, session: `${session}; ${cookie}` };
}

/** Fills the account's untrusted bucket: 10 failures from 10 strangers (captcha off: new clients wait). */
async function strangersFail(email: string) {
  for (let i = 0; i < 10; i++) expect((await signIn(ctx, email, WRONG, strangerClient())).statusCode).toBe(401);
}

const devicesOf = (session: string) =>
  ctx.app.inject({ method: "GET", url: "/api/me/devices", headers: { cookie: session } });

describe("the device cookie", () => {
  it("is signed, HttpOnly, SameSite=Lax and lives a year", async () => {
    const { email } = await learnerWithDevice();
    const res = await signIn(ctx, email, PASSWORD, strangerClient());
    const raw = ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("lexistep.device="));
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    expect(raw).toMatch(/Max-Age=31536000/);
    // <uuid>.<secret>.<signature>: only a hash of the secret is stored.
    const value = decodeURIComponent(raw!.split(";")[0]!.slice("lexistep.device=".length));
    const [id, secret] = value.split(".");
    const [row] = await ctx.database.db.select().from(trustedDevices).where(eq(trustedDevices.id, id!));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(secret!);
  });

  it("on one device at a human pace: the spec's texts, 5 wrong → 15 minutes; the owner's other device is not locked", async () => {
    const { email, device } = await learnerWithDevice();
    const phone = await newDevice(email);
    await strangersFail(email); // strangers' failures change nothing for trusted devices
    for (const remaining of [4, 3, 2, 1]) {
      const res = await signIn(ctx, email, WRONG, device);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(invalid(remaining));
      clock.advance(5_000);
    }
    const fifth = await signIn(ctx, email, WRONG, device);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.message).toBe("Too many failed attempts. Please try again in 15 minutes.");
    expect(fifth.headers["retry-after"]).toBe("900");
    expect((await signIn(ctx, email, PASSWORD, device)).statusCode).toBe(429);
    // Its own bucket only: the phone signs in.
    expect((await signIn(ctx, email, PASSWORD, phone)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await signIn(ctx, email, PASSWORD, device)).statusCode).toBe(200);
  });

  it("belongs to one account, and a forged one is an untrusted client", async () => {
    const a = await learnerWithDevice();
    const b = await learnerWithDevice();
    await strangersFail(b.email);
    clock.advance(MINUTE);
    // a's cookie when signing in to b: an untrusted client, one of those that must now wait.
    const first = await signIn(ctx, b.email, PASSWORD, { ...a.device });
    const second = await signIn(ctx, b.email, PASSWORD, { ...a.device });
    expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
    const forged = b.device.cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    expect((await signIn(ctx, b.email, PASSWORD, { ...b.device, cookie: forged })).statusCode).toBe(429);
    // b's own device meets no wait.
    for (let i = 0; i < 3; i++) expect((await signIn(ctx, b.email, PASSWORD, b.device)).statusCode).toBe(200);
    clock.advance(60 * MINUTE);
  });

  it("survives sign-out, and the sign-in after it is the same trusted device", async () => {
    const { email, device } = await learnerWithDevice();
    const out = await cookieCall(ctx, device.session)("POST", "/api/auth/sign-out", {});
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"] ?? "")).not.toContain("lexistep.device=");
    expect((await devicesOf(device.session)).statusCode).toBe(401);
    // Signing in again with the kept cookie: no new device, the same one used again.
    const again = await signIn(ctx, email, PASSWORD, device);
    expect(again.statusCode, again.body).toBe(200);
    expect(deviceCookieFrom(again.headers["set-cookie"])).toBe("");
    const session = cookiesFrom(again.headers["set-cookie"]);
    const list = (await devicesOf(`${session}; ${device.cookie}`)).json().devices as { current: boolean }[];
    expect(list).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe("Settings → Security", () => {
  it("lists the trusted devices with browser, first and last use, and which one is this device", async () => {
    const { email, device } = await learnerWithDevice();
    clock.advance(MINUTE);
    await newDevice(email);
    const res = await devicesOf(device.session);
    expect(res.statusCode).toBe(200);
    const { devices } = res.json() as {
      devices: { id: string; browser: string; firstUsedAt: string; lastUsedAt: string; current: boolean }[];
    };
    expect(devices).toHaveLength(2);
    expect(devices.map((d) => d.current)).toEqual([false, true]);
    expect(devices[0]!.browser).toBe("Firefox on Linux");
    expect(new Date(devices[0]!.lastUsedAt).getTime()).toBeGreaterThan(new Date(devices[1]!.lastUsedAt).getTime());
  });

  it("removing a device makes its cookie count as untrusted", async () => {
    const { email, device } = await learnerWithDevice();
    await strangersFail(email);
    clock.advance(MINUTE);
    for (let i = 0; i < 2; i++) expect((await signIn(ctx, email, PASSWORD, device)).statusCode).toBe(200);
    const [mine] = (await devicesOf(device.session)).json().devices as { id: string }[];
    const removed = await cookieCall(ctx, device.session)("DELETE", `/api/me/devices/${mine!.id}`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(String(removed.headers["set-cookie"])).toMatch(/lexistep\.device=;/);
    // The old cookie now meets what every new client meets: one attempt a minute, then a wait.
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await signIn(ctx, email, PASSWORD, device)).statusCode);
    expect(statuses).toEqual([200, 429]);
    clock.advance(60 * MINUTE);
  });

  it("removes all devices at once; another learner's device is not found; a bad id is a 400", async () => {
    const { email, device } = await learnerWithDevice();
    await newDevice(email);
    const other = await learnerWithDevice();
    const [theirs] = (await devicesOf(other.device.session)).json().devices as { id: string }[];
    const del = (url: string) =>
      ctx.app.inject({ method: "DELETE", url, headers: jsonHeaders({ cookie: device.session }), payload: {} });
    expect((await del(`/api/me/devices/${theirs!.id}`)).statusCode).toBe(404);
    expect((await del("/api/me/devices/not-a-uuid")).statusCode).toBe(400);
    const all = await del("/api/me/devices");
    expect(all.json()).toEqual({ ok: true, removed: 2 });
    expect((await devicesOf(device.session)).json().devices).toEqual([]);
    expect((await devicesOf(other.device.session)).json().devices).toHaveLength(1);
  });

  it("the hourly job forgets devices unused for longer than their cookie lives (a year)", async () => {
    const { userId } = await learnerWithDevice();
    const repository = createTrustedDevices(ctx.database.db);
    const [device] = await repository.list(userId);
    const lastUsed = new Date(device!.lastUsedAt).getTime();
    await repository.deleteExpired(new Date(lastUsed + 364 * 24 * 3_600_000));
    expect(await repository.list(userId)).toHaveLength(1);
    await repository.deleteExpired(new Date(lastUsed + 366 * 24 * 3_600_000));
    expect(await repository.list(userId)).toHaveLength(0);
  });

  it("deleting the account deletes its devices", async () => {
    const { userId, device } = await learnerWithDevice();
    const res = await cookieCall(ctx, device.session)("DELETE", "/api/account", {});
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId));
    expect(rows).toEqual([]);
  });
});
