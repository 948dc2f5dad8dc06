import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonHeaders, type TestContext, uniqueRemoteAddress } from "./test-app";

/** The captcha in front of TRY IT NOW, sign-in and sign-up (spec §4 Login/Try it, §8 Captcha). */

const CAPTCHA_FAILED = "Captcha verification failed. Please try again.";

let ctx: TestContext;
let off: TestContext;
beforeAll(async () => {
  [ctx, off] = await Promise.all([createTestApp({ CAPTCHA: "on" }), createTestApp({ CAPTCHA: "off" })]);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), off?.close()]);
});

async function fetchChallenge(app = ctx.app): Promise<Challenge> {
  const res = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.enabled).toBe(true);
  return body.challenge as Challenge;
}

async function solvedHeader(): Promise<string> {
  const challenge = await fetchChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function anonymous(captcha: string | undefined, app = ctx.app) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/anonymous",
    headers: { ...jsonHeaders(), ...(captcha !== undefined ? { "x-captcha": captcha } : {}) },
    payload: "{}",
  });
}

function expectCaptchaFailed(res: { statusCode: number; json(): { error: { code: string; message: string } } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe("CAPTCHA_FAILED");
  expect(res.json().error.message).toBe(CAPTCHA_FAILED);
}

describe("captcha on", () => {
  it("GET /api/captcha/challenge gives a fresh, uncached challenge", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toEqual({ enabled: true, challenge: expect.any(Object) });
    expect(body.challenge.parameters).toMatchObject({ algorithm: "SHA-256" });
    expect(typeof body.challenge.signature).toBe("string");
    const other = await fetchChallenge();
    expect(other.signature).not.toBe(body.challenge.signature);
  });

  it("a solved challenge lets a guest in, once; the same solution again is refused", async () => {
    const header = await solvedHeader();
    const first = await anonymous(header);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user.isAnonymous).toBe(true);
    expect(String(first.headers["set-cookie"] ?? "")).toContain("lexistep.session_token=");

    const replay = await anonymous(header);
    expectCaptchaFailed(replay);
    expect(replay.headers["set-cookie"]).toBeUndefined();
  });

  it("concurrent replays of one solution: exactly one is accepted", async () => {
    const header = await solvedHeader();
    const results = await Promise.all(Array.from({ length: 4 }, () => anonymous(header)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
  });

  it("no header, garbage, or a tampered solution: the same 400", async () => {
    expectCaptchaFailed(await anonymous(undefined));
    expectCaptchaFailed(await anonymous(""));
    expectCaptchaFailed(await anonymous("not base64 at all!!"));
    expectCaptchaFailed(await anonymous(Buffer.from("{not json").toString("base64")));
    expectCaptchaFailed(await anonymous(Buffer.from("{}").toString("base64")));
    expectCaptchaFailed(await anonymous(Buffer.from("null").toString("base64")));

    const challenge = await fetchChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const key = solution!.derivedKey;
    const wrongKey = { ...solution!, derivedKey: `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` };
    expectCaptchaFailed(
      await anonymous(Buffer.from(JSON.stringify({ challenge, solution: wrongKey })).toString("base64")),
    );
    const forged = { ...challenge, signature: "0".repeat(challenge.signature!.length) };
    expectCaptchaFailed(
      await anonymous(Buffer.from(JSON.stringify({ challenge: forged, solution })).toString("base64")),
    );
    // The genuine pair still works after those failures.
    const ok = await anonymous(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("an unsolved challenge (solution made up) is refused", async () => {
    const challenge = await fetchChallenge();
    const header = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: "00".repeat(32) } }),
    ).toString("base64");
    expectCaptchaFailed(await anonymous(header));
  });

  it("sign-in and sign-up also need the captcha", async () => {
    const signin = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: jsonHeaders(),
      payload: { email: "someone@example.org", password: "quiet-harbor-7" },
    });
    expectCaptchaFailed(signin);

    const signup = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: jsonHeaders(),
      remoteAddress: uniqueRemoteAddress(),
      payload: {
        username: "captchaless",
        email: "captchaless@example.org",
        password: "quiet-harbor-7",
        confirmPassword: "quiet-harbor-7",
      },
    });
    expectCaptchaFailed(signup);

    const solvedSignup = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { ...jsonHeaders(), "x-captcha": await solvedHeader() },
      remoteAddress: uniqueRemoteAddress(),
      payload: {
        username: "captchaful",
        email: "captchaful@example.org",
        password: "quiet-harbor-7",
        confirmPassword: "quiet-harbor-7",
      },
    });
    expect(solvedSignup.statusCode, solvedSignup.body).toBe(200);
  });
});

describe("captcha off", () => {
  it("the challenge endpoint says it is not needed", async () => {
    const res = await off.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
  });

  it("TRY IT NOW works without a captcha header", async () => {
    const res = await anonymous(undefined, off.app);
    expect(res.statusCode, res.body).toBe(200);
  });
});
