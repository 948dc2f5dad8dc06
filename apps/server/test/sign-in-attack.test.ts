import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deviceCookieFrom,
  FIREFOX,
  MINUTE,
  ownerAlerts,
  PASSWORD,
  signIn,
  solvedCaptcha,
  strangerClient,
  WRONG,
} from "./sign-in-helpers";
import { createTestApp, createTestClock, signUpVerified, type TestClock, type TestContext } from "./test-app";

/**
 * An attacker who knows a learner's e-mail and guesses at 10 passwords a minute, changing address and
 * device key for every guess, for 15 minutes: the owner keeps signing in (issue 29; NIST SP 800-63B
 * §5.2.2: rate limiting must not let an attacker deny the subscriber).
 */

const ATTACK_MINUTES = 15;
const GUESSES_PER_MINUTE = 10;

let off: TestContext;
let on: TestContext;
let offClock: TestClock;
let onClock: TestClock;
beforeAll(async () => {
  // Both clocks start at the top of the next hour, so an attack's failures fall in one clock hour.
  const start = new Date((Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000);
  offClock = createTestClock(start);
  onClock = createTestClock(start);
  [off, on] = await Promise.all([
    createTestApp({ CAPTCHA: "off" }, { clock: offClock }),
    createTestApp({ CAPTCHA: "on" }, { clock: onClock }),
  ]);
});
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
});

let userCounter = 0;
async function owner(ctx: TestContext, captcha: boolean) {
  userCounter += 1;
  const email = `target${userCounter}@example.org`;
  await signUpVerified(
    ctx,
    { username: `target${userCounter}`, email, password: PASSWORD },
    captcha ? { captcha: await solvedCaptcha(ctx) } : {},
  );
  const home = { remoteAddress: "198.51.100.77", userAgent: FIREFOX };
  const first = await signIn(ctx, email, PASSWORD, {
    ...home,
    ...(captcha ? { captcha: await solvedCaptcha(ctx) } : {}),
  });
  expect(first.statusCode, first.body).toBe(200);
  const cookie = deviceCookieFrom(first.headers["set-cookie"]);
  expect(cookie).toMatch(/^lexistep\.device=/);
  return { email, home: { ...home, cookie } };
}

describe("an attack on one account from rotating addresses", () => {
  it("captcha off: the owner's trusted device signs in every minute of a 15-minute attack", async () => {
    const { email, home } = await owner(off, false);
    const statuses: Record<number, number> = {};
    for (let minute = 0; minute < ATTACK_MINUTES; minute++) {
      for (let guess = 0; guess < GUESSES_PER_MINUTE; guess++) {
        const res = await signIn(off, email, WRONG, strangerClient());
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      }
      const mine = await signIn(off, email, PASSWORD, home);
      expect(mine.statusCode, `minute ${minute}: ${mine.body}`).toBe(200);
      expect(String(mine.headers["set-cookie"])).toContain("lexistep.session_token=");
      offClock.advance(MINUTE);
    }
    // The free 10 guesses, then one a minute from all new clients together; the rest waited.
    expect(statuses[401]).toBe(10 + (ATTACK_MINUTES - 1));
    expect(statuses[429]).toBe(ATTACK_MINUTES * GUESSES_PER_MINUTE - statuses[401]!);
    expect(statuses[200]).toBeUndefined();
    // The owner was told once.
    const mails = await ownerAlerts(off, email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("there were 10 failed attempts to sign in to your Lexistep account");
    expect(mails[0]!.text).toContain("from 10 addresses");
    expect(mails[0]!.links.some((l) => l.endsWith("/login?forgot=1"))).toBe(true);
  }, 180_000);

  it("captcha on: strangers meet a harder captcha; the trusted device and the owner on a new device get in", async () => {
    const { email, home } = await owner(on, true);
    const codes: Record<string, number> = {};
    let newDeviceCookie = "";
    for (let minute = 0; minute < ATTACK_MINUTES; minute++) {
      for (let guess = 0; guess < GUESSES_PER_MINUTE; guess++) {
        // The attacker pays for the ordinary captcha on every guess, but not for the harder one.
        const res = await signIn(on, email, WRONG, { ...strangerClient(), captcha: await solvedCaptcha(on) });
        const code = res.statusCode === 401 ? "401" : `${res.statusCode} ${res.json().error.code}`;
        codes[code] = (codes[code] ?? 0) + 1;
      }
      const mine = await signIn(on, email, PASSWORD, { ...home, captcha: await solvedCaptcha(on) });
      expect(mine.statusCode, `minute ${minute}: ${mine.body}`).toBe(200);

      if (minute === 7) {
        // The owner on a borrowed laptop: no device cookie. The ordinary captcha is not enough now…
        const laptop = { remoteAddress: "203.0.113.9", userAgent: FIREFOX };
        const asked = await signIn(on, email, PASSWORD, { ...laptop, captcha: await solvedCaptcha(on) });
        expect(asked.statusCode, asked.body).toBe(403);
        expect(asked.json().error).toMatchObject({
          code: "CAPTCHA_REQUIRED",
          message: "This account had many failed sign-ins from new devices, so new devices need an extra check.",
          captchaLevel: 1,
        });
        // …the harder one is, and the laptop becomes a trusted device.
        const level = asked.json().error.captchaLevel as number;
        const solved = await signIn(on, email, PASSWORD, { ...laptop, captcha: await solvedCaptcha(on, level) });
        expect(solved.statusCode, solved.body).toBe(200);
        newDeviceCookie = deviceCookieFrom(solved.headers["set-cookie"]);
        expect(newDeviceCookie).toMatch(/^lexistep\.device=/);
      }
      onClock.advance(MINUTE);
    }
    expect(codes).toEqual({ "401": 10, "403 CAPTCHA_REQUIRED": ATTACK_MINUTES * GUESSES_PER_MINUTE - 10 });
    // The laptop is trusted from now on: the ordinary captcha is enough for it.
    const again = await signIn(on, email, PASSWORD, {
      remoteAddress: "203.0.113.9",
      cookie: newDeviceCookie,
      captcha: await solvedCaptcha(on),
    });
    expect(again.statusCode, again.body).toBe(200);
  }, 240_000);

  it("an attacker who pays for the harder captcha meets more work as failures grow", async () => {
    const { email } = await owner(on, true);
    let level = 0;
    const levels: number[] = [];
    for (let attempt = 0; attempt < 36; attempt++) {
      if (attempt % 10 === 9) onClock.advance(MINUTE); // under the per-account ceiling of 20 a minute
      const client = strangerClient();
      let res = await signIn(on, email, WRONG, { ...client, captcha: await solvedCaptcha(on, level) });
      if (res.statusCode === 403) {
        level = res.json().error.captchaLevel;
        levels.push(level);
        res = await signIn(on, email, WRONG, { ...client, captcha: await solvedCaptcha(on, level) });
      }
      expect(res.statusCode, res.body).toBe(401);
    }
    // Level 1 (twice the work) after 10 failures, level 2 after 35.
    expect(levels).toEqual([1, 2]);
    onClock.advance(60 * MINUTE);
  }, 240_000);
});

describe("the owner's mail", () => {
  it("goes out once an hour at most, and never for an address without an account", async () => {
    const { email } = await owner(off, false);
    for (let i = 0; i < 10; i++) await signIn(off, email, WRONG, strangerClient());
    expect(await ownerAlerts(off, email, 1)).toHaveLength(1);
    // 50 minutes later the next hour's failures pass 10 again: still within the hour of the mail.
    offClock.advance(50 * MINUTE);
    for (let i = 0; i < 10; i++) await signIn(off, email, WRONG, strangerClient());
    offClock.advance(11 * MINUTE);
    for (let i = 0; i < 10; i++) await signIn(off, email, WRONG, strangerClient());
    const mails = await ownerAlerts(off, email, 2);
    expect(mails).toHaveLength(2);

    const ghost = "nobody-at-all@example.org";
    for (let i = 0; i < 12; i++) await signIn(off, ghost, WRONG, strangerClient());
    expect(await ownerAlerts(off, ghost, 1, 500)).toHaveLength(0);
    offClock.advance(60 * MINUTE);
  }, 120_000);
});
