import { describe, expect, it } from "vitest";
import { appPerFile } from "./app-per-file";
import { createTestApp, createTestClock, jsonHeaders, signUpVerified, uniqueRemoteAddress } from "./test-app";

/**
 * Sign-in lockout (spec §4 Login, §8, §9: 5 failed logins, 15 minutes), keyed by account and client
 * (a client without a device cookie is its address; the device key buys nothing), plus the account's
 * untrusted bucket: past 10 failures in the hour, clients without a device cookie must wait (captcha
 * off here; sign-in-devices.test.ts has the captcha on and the trusted devices).
 */

const MINUTE = 60_000;
const PASSWORD = "quiet-harbor-7";
const WRONG = "wrong-harbor-8";

// Starts at the real time and stays frozen unless a test moves it (so the per-hour cap never
// straddles two clock hours).
const clock = createTestClock(new Date());
const ctx = appPerFile(() => createTestApp({}, { clock }));

let userCounter = 0;
async function verifiedUser() {
  userCounter += 1;
  const email = `locky${userCounter}@example.org`;
  await signUpVerified(ctx, { username: `locky${userCounter}`, email, password: PASSWORD });
  return email;
}

let clientCounter = 0;
/** A client: one IP and one device key, both unused so far. */
function newClient() {
  clientCounter += 1;
  return {
    remoteAddress: `172.16.${Math.floor(clientCounter / 256)}.${clientCounter % 256}`,
    deviceKey: `device-${clientCounter}-abcdef`,
  };
}
type Client = ReturnType<typeof newClient>;

/** A verified user whose account five wrong passwords from one new client just locked. */
async function lockedOutUser() {
  const email = await verifiedUser();
  const client = newClient();
  for (let i = 0; i < 5; i++) await signIn(client, email, WRONG);
  return { email, client };
}

/** Moves the clock to the start of the next clock hour, so a test's hour of failures fits in one. */
function startOfNextHour() {
  clock.set(new Date((Math.floor(clock().getTime() / (60 * MINUTE)) + 1) * 60 * MINUTE));
}

function signIn(client: Client, email: string, password: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: jsonHeaders({ deviceKey: client.deviceKey }),
    remoteAddress: client.remoteAddress,
    payload: { email, password },
  });
}

const invalid = (n: number) => `Invalid email or password. ${n} ${n === 1 ? "attempt" : "attempts"} remaining.`;
const locked = (n: number) => `Too many failed attempts. Please try again in ${n} minutes.`;

describe("sign-in lockout", () => {
  it("counts down 4..1 attempts remaining, then the 5th failure locks for 15 minutes with Retry-After", async () => {
    const email = await verifiedUser();
    const client = newClient();
    for (const remaining of [4, 3, 2, 1]) {
      const res = await signIn(client, email, WRONG);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: "INVALID_CREDENTIALS", message: invalid(remaining) });
    }
    const fifth = await signIn(client, email, WRONG);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe("ACCOUNT_LOCKED");
    expect(fifth.json().error.message).toBe("Too many failed attempts. Please try again in 15 minutes.");
    const retryAfter = Number(fifth.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(String(fifth.headers["set-cookie"] ?? "")).not.toContain("session_token=");

    // While locked, even the right password is refused.
    const right = await signIn(client, email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(locked(15));
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(String(right.headers["set-cookie"] ?? "")).not.toContain("session_token=");

    // 14 minutes later: still locked.
    clock.advance(14 * MINUTE);
    const stillLocked = await signIn(client, email, PASSWORD);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().error.message).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes\.$/);

    // 15 minutes after the lock: the right password works again.
    clock.advance(1 * MINUTE);
    const after = await signIn(client, email, PASSWORD);
    expect(after.statusCode, after.body).toBe(200);
    expect(String(after.headers["set-cookie"] ?? "")).toContain("lexistep.session_token=");
    clock.advance(-15 * MINUTE);
  });

  it("after a lock expires, the count starts afresh (4 attempts remaining)", async () => {
    const { email, client } = await lockedOutUser();
    clock.advance(15 * MINUTE);
    const res = await signIn(client, email, WRONG);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(invalid(4));
    clock.advance(-15 * MINUTE);
  });

  it("the lockout message counts down the minutes left on the app's clock", async () => {
    const { email, client } = await lockedOutUser();
    clock.advance(10 * MINUTE);
    try {
      const res = await signIn(client, email, PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(locked(5));
      expect(res.headers["retry-after"]).toBe("300");
      expect(res.json().error.retryAfterSeconds).toBe(300);
    } finally {
      clock.advance(-10 * MINUTE);
    }
  });

  it("a success clears the counter: 4 failures, a success, 4 more failures are not a lockout", async () => {
    const email = await verifiedUser();
    const client = newClient();
    for (let i = 0; i < 4; i++) expect((await signIn(client, email, WRONG)).statusCode).toBe(401);
    const ok = await signIn(client, email, PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const remaining of [4, 3, 2, 1]) {
      const res = await signIn(client, email, WRONG);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(invalid(remaining));
    }
    expect((await signIn(client, email, PASSWORD)).statusCode).toBe(200);
  });

  it("is keyed by address: another device key from the same address is locked too, another address is not", async () => {
    const { email, client } = await lockedOutUser();
    expect((await signIn(client, email, PASSWORD)).statusCode).toBe(429);

    // The device key is the browser's own choice: changing it must not buy fresh attempts.
    const otherDevice = { ...client, deviceKey: `${client.deviceKey}-other` };
    const a = await signIn(otherDevice, email, PASSWORD);
    expect(a.statusCode, a.body).toBe(429);
    expect(a.json().error.code).toBe("ACCOUNT_LOCKED");

    const otherIp = { ...client, remoteAddress: uniqueRemoteAddress() };
    const b = await signIn(otherIp, email, PASSWORD);
    expect(b.statusCode, b.body).toBe(200);

    // And the locked client still is.
    expect((await signIn(client, email, PASSWORD)).statusCode).toBe(429);
  });

  it("a client without a device key is locked by its IP", async () => {
    const email = await verifiedUser();
    const remoteAddress = uniqueRemoteAddress();
    const attempt = (password: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: jsonHeaders(),
        remoteAddress,
        payload: { email, password },
      });
    for (let i = 0; i < 4; i++) expect((await attempt(WRONG)).statusCode).toBe(401);
    expect((await attempt(WRONG)).statusCode).toBe(429);
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
  });

  it("is keyed by the normalised e-mail: case and spaces do not give fresh attempts", async () => {
    const email = await verifiedUser();
    const client = newClient();
    const variants = [email, email.toUpperCase(), ` ${email} `, `<${email}>`, email];
    const results = [];
    for (const v of variants) results.push(await signIn(client, v, WRONG));
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 429]);
  });

  it("unknown e-mail and wrong password answer the same, status and body, all the way to the lock", async () => {
    const email = await verifiedUser();
    const unknown = "nobody-here@example.org";
    const c1 = newClient();
    const c2 = newClient();
    for (let i = 0; i < 6; i++) {
      const known = await signIn(c1, email, WRONG);
      const ghost = await signIn(c2, unknown, WRONG);
      expect(ghost.statusCode, `attempt ${i + 1}`).toBe(known.statusCode);
      const withoutRequestId = (body: { error: Record<string, unknown> }) => ({
        ...body,
        error: { ...body.error, requestId: undefined },
      });
      expect(withoutRequestId(ghost.json()), `attempt ${i + 1}`).toEqual(withoutRequestId(known.json()));
      expect(ghost.headers["retry-after"] === undefined).toBe(known.headers["retry-after"] === undefined);
    }
  });

  it("10 failures in an hour from untrusted clients make new clients wait, with a text that blames nobody", async () => {
    const email = await verifiedUser();
    startOfNextHour();
    // 5 clients × 2 failures: no client is locked, the account's untrusted bucket is full.
    for (const client of Array.from({ length: 5 }, () => newClient())) {
      for (let i = 0; i < 2; i++) expect((await signIn(client, email, WRONG)).statusCode).toBe(401);
    }
    const fresh = newClient();
    const first = await signIn(fresh, email, PASSWORD);
    // With the captcha off, one attempt a minute from all new clients together gets through.
    expect(first.statusCode, first.body).toBe(200);
    const second = await signIn(newClient(), email, PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe("RATE_LIMITED");
    expect(second.json().error.message).toMatch(
      /^This account had many failed sign-ins from new devices, so new devices must wait\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);

    // Other accounts are not affected.
    const other = await verifiedUser();
    expect((await signIn(newClient(), other, PASSWORD)).statusCode).toBe(200);

    // The next clock hour, the bucket is empty again.
    clock.advance(60 * MINUTE);
    try {
      const later = await signIn(newClient(), email, PASSWORD);
      expect(later.statusCode, later.body).toBe(200);
      expect((await signIn(newClient(), email, PASSWORD)).statusCode).toBe(200);
    } finally {
      clock.advance(-60 * MINUTE);
    }
  });

  it("9 failures in the hour from untrusted clients still let fresh clients in at once", async () => {
    const email = await verifiedUser();
    startOfNextHour();
    for (const client of Array.from({ length: 3 }, () => newClient())) {
      for (let i = 0; i < 3; i++) expect((await signIn(client, email, WRONG)).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      const res = await signIn(newClient(), email, PASSWORD);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});

describe("sign-in validation", () => {
  it("asks for a valid e-mail and a password", async () => {
    const client = newClient();
    const badEmail = await signIn(client, "nope", PASSWORD);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe("Please enter a valid email address");
    const noPassword = await signIn(client, "someone@example.org", "");
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields.password).toBe("Password is required");
  });
});
