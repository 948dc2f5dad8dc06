import { SIGNUP_IP_MAX_PER_DAY, SIGNUP_IP_MAX_PER_HOUR } from "@app/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signupAttempts, users } from "../src/db/schema";
import { createSignupThrottle } from "../src/features/signup-throttle/service";
import { appPerFile } from "./app-per-file";
import { createTestApp, createTestClock, jsonHeaders, uniqueRemoteAddress } from "./test-app";

/**
 * Sign-up throttling (spec §8 Throttling, §9: per device key 2 per hour, 6 per 24 hours, then a
 * 24-hour block), by device key and by client IP, kept in the database. CAPTCHA is off.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PASSWORD = "quiet-harbor-7";

const clock = createTestClock(new Date());
const ctx = appPerFile(() => createTestApp({}, { clock }));

let n = 0;
function signUp(options: { deviceKey?: string; remoteAddress: string }, app = ctx.app) {
  n += 1;
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: jsonHeaders({ deviceKey: options.deviceKey }),
    remoteAddress: options.remoteAddress,
    payload: {
      username: `throttle${n}`,
      email: `throttle${n}@example.org`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
}

let deviceCounter = 0;
const newDevice = () => `dev-${++deviceCounter}-${Math.random().toString(36).slice(2, 10)}`;

const throttled = (time: string) => `Too many signup attempts. Please wait ${time} before trying again.`;

describe("sign-up throttling per device key", () => {
  it("allows 2 per hour, then 429 with the wait; free again when the hour has passed", async () => {
    const deviceKey = newDevice();
    expect((await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() })).statusCode).toBe(200);
    expect((await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() })).statusCode).toBe(200);

    const third = await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe("SIGNUP_THROTTLED");
    expect(third.json().error.message).toBe(throttled("1 hour"));
    expect(third.headers["retry-after"]).toBe("3600");
    // A refused sign-up creates no user.
    expect(
      await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.username, `throttle${n}`)),
    ).toHaveLength(0);

    clock.advance(30 * MINUTE);
    const later = await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() });
    expect(later.statusCode).toBe(429);
    expect(later.json().error.message).toBe(throttled("30 minutes"));
    expect(later.headers["retry-after"]).toBe("1800");

    clock.advance(30 * MINUTE + 1000);
    const free = await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() });
    expect(free.statusCode, free.body).toBe(200);
  });

  it("6 in 24 hours, then a 24-hour block of the device", async () => {
    const deviceKey = newDevice();
    for (let hour = 0; hour < 3; hour++) {
      for (let i = 0; i < 2; i++) {
        const res = await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() });
        expect(res.statusCode, `hour ${hour} #${i + 1}: ${res.body}`).toBe(200);
      }
      clock.advance(HOUR + MINUTE);
    }
    const seventh = await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() });
    expect(seventh.statusCode).toBe(429);
    // The spec's block texts, not the hourly "Too many signup attempts…".
    expect(seventh.json().error.message).toBe(
      "This IP address has been blocked for 24 hours due to excessive signup attempts.",
    );
    expect(seventh.headers["retry-after"]).toBe(String(24 * 3600));

    // The block holds even after the 24-hour window of the attempts has moved on...
    clock.advance(23 * HOUR);
    const stillBlocked = await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() });
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.json().error.message).toBe(
      "This IP address has been blocked due to excessive signup attempts. Please try again after 1 hour.",
    );
    // ...and ends after 24 hours.
    clock.advance(HOUR + MINUTE);
    expect((await signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() })).statusCode).toBe(200);
  });

  it("concurrent sign-ups from one device: at most 2 accepted", async () => {
    const deviceKey = newDevice();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => signUp({ deviceKey, remoteAddress: uniqueRemoteAddress() })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const recorded = await ctx.database.db.select().from(signupAttempts).where(eq(signupAttempts.key, deviceKey));
    expect(recorded).toHaveLength(2);
  });
});

describe("sign-up throttling per IP (a ceiling sized for classrooms)", () => {
  const throttle = () => createSignupThrottle(ctx.database.db, clock);
  /** Fills an address's hour through the throttle itself (no password hashing), `n` attempts. */
  async function fill(ip: string, n: number) {
    for (let i = 0; i < n; i++) {
      const decision = await throttle().attempt({ deviceKey: newDevice(), ip });
      expect(decision.allowed, `attempt ${i + 1}`).toBe(true);
    }
  }

  it(`allows ${SIGNUP_IP_MAX_PER_HOUR} per hour from one IP on distinct devices, then the address text`, async () => {
    const remoteAddress = uniqueRemoteAddress();
    expect((await signUp({ deviceKey: newDevice(), remoteAddress })).statusCode).toBe(200);
    expect((await signUp({ deviceKey: newDevice(), remoteAddress })).statusCode).toBe(200);
    // A third from the same address on another device passes: a classroom shares one address.
    expect((await signUp({ deviceKey: newDevice(), remoteAddress })).statusCode).toBe(200);
    await fill(remoteAddress, SIGNUP_IP_MAX_PER_HOUR - 3);
    const over = await signUp({ deviceKey: newDevice(), remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("SIGNUP_THROTTLED");
    expect(over.json().error.message).toBe(
      "This IP address has been blocked due to excessive signup attempts. Please try again after 1 hour.",
    );
    // Without a device key too.
    expect((await signUp({ remoteAddress })).statusCode).toBe(429);
    // Another IP is not affected.
    expect((await signUp({ deviceKey: newDevice(), remoteAddress: uniqueRemoteAddress() })).statusCode).toBe(200);
  });

  it("concurrent sign-ups from one IP at the ceiling: exactly the ceiling accepted", async () => {
    const remoteAddress = uniqueRemoteAddress();
    await fill(remoteAddress, SIGNUP_IP_MAX_PER_HOUR - 2);
    const results = await Promise.all(Array.from({ length: 5 }, () => signUp({ remoteAddress })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it(`after ${SIGNUP_IP_MAX_PER_DAY} in 24 hours the IP is blocked for 24 hours, across a new app instance too`, async () => {
    const remoteAddress = uniqueRemoteAddress();
    const perHour = SIGNUP_IP_MAX_PER_HOUR;
    for (let done = 0; done < SIGNUP_IP_MAX_PER_DAY; done += perHour) {
      await fill(remoteAddress, Math.min(perHour, SIGNUP_IP_MAX_PER_DAY - done));
      clock.advance(HOUR + MINUTE);
    }
    const over = await signUp({ deviceKey: newDevice(), remoteAddress });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("SIGNUP_THROTTLED");
    expect(over.json().error.message).toBe(
      "This IP address has been blocked for 24 hours due to excessive signup attempts.",
    );
    expect(over.headers["retry-after"]).toBe(String(24 * 3600));

    const next = await signUp({ deviceKey: newDevice(), remoteAddress });
    expect(next.statusCode).toBe(429);
    expect(next.json().error.message).toBe(
      "This IP address has been blocked due to excessive signup attempts. Please try again after 24 hours.",
    );

    clock.advance(HOUR);
    const later = await signUp({ deviceKey: newDevice(), remoteAddress });
    expect(later.statusCode).toBe(429);
    expect(later.json().error.message).toBe(
      "This IP address has been blocked due to excessive signup attempts. Please try again after 23 hours.",
    );
    expect(later.headers["retry-after"]).toBe(String(23 * 3600));

    // A second instance on the same database sees the same block (the rows are in the database).
    const second = await createTestApp({}, { clock, database: ctx.database });
    try {
      const elsewhere = await signUp({ deviceKey: newDevice(), remoteAddress }, second.app);
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json().error.message).toMatch(
        /^This IP address has been blocked due to excessive signup attempts\./,
      );

      clock.advance(23 * HOUR + MINUTE);
      const free = await signUp({ deviceKey: newDevice(), remoteAddress }, second.app);
      expect(free.statusCode, free.body).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("hourly attempts are held across a new app instance too", async () => {
    const remoteAddress = uniqueRemoteAddress();
    await fill(remoteAddress, SIGNUP_IP_MAX_PER_HOUR - 2);
    expect((await signUp({ remoteAddress })).statusCode).toBe(200);
    const second = await createTestApp({}, { clock, database: ctx.database });
    try {
      expect((await signUp({ remoteAddress }, second.app)).statusCode).toBe(200);
      const over = await signUp({ remoteAddress });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.message).toMatch(/^This IP address has been blocked/);
    } finally {
      await second.close();
    }
  });

  it("a sign-up refused by validation is not counted", async () => {
    const remoteAddress = uniqueRemoteAddress();
    const deviceKey = newDevice();
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: jsonHeaders({ deviceKey }),
        remoteAddress,
        payload: { username: "x", email: "bad", password: "1", confirmPassword: "2" },
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await signUp({ deviceKey, remoteAddress })).statusCode).toBe(200);
  });
});
