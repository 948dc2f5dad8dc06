import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { cookiesFrom, jsonHeaders, readOutbox, type TestContext, uniqueRemoteAddress } from "./test-app";

/** Helpers for the account tests: signing in, a guest becoming registered, device cookies, captcha solving. */

export const PASSWORD = "quiet-harbor-7";
export const WRONG = "wrong-harbor-8";
export const MINUTE = 60_000;
export const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

export interface SignInOptions {
  remoteAddress?: string;
  deviceKey?: string;
  /** Cookie header to send (e.g. the device cookie a previous sign-in set). */
  cookie?: string;
  captcha?: string;
  userAgent?: string;
}

export function signIn(ctx: TestContext, email: string, password: string, options: SignInOptions = {}) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: {
      ...jsonHeaders({ cookie: options.cookie, deviceKey: options.deviceKey }),
      ...(options.captcha ? { "x-captcha": options.captcha } : {}),
      ...(options.userAgent ? { "user-agent": options.userAgent } : {}),
    },
    remoteAddress: options.remoteAddress ?? uniqueRemoteAddress(),
    payload: { email, password },
  });
}

/** POST /api/account/convert as the guest with this cookie, from an address of its own unless one is given. */
export function convertGuest(
  ctx: TestContext,
  cookie: string,
  payload: Record<string, unknown>,
  remoteAddress = uniqueRemoteAddress(),
) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/account/convert",
    headers: jsonHeaders({ cookie }),
    remoteAddress,
    payload,
  });
}

/** The device cookie (`name=value`) a response set, or "" when it set none. */
export function deviceCookieFrom(setCookie: string | string[] | undefined): string {
  return (
    cookiesFrom(setCookie)
      .split("; ")
      .find((c) => c.startsWith("lexistep.device=")) ?? ""
  );
}

/** A solved challenge of `level` for the x-captcha header (the server must have the captcha on). */
export async function solvedCaptcha(ctx: TestContext, level = 0): Promise<string> {
  const res = await ctx.app.inject({ method: "GET", url: `/api/captcha/challenge?level=${level}` });
  const challenge = res.json().challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A client nobody used before: a fresh address and a fresh device key. */
let attackerCounter = 0;
export function strangerClient(): { remoteAddress: string; deviceKey: string } {
  attackerCounter += 1;
  return { remoteAddress: uniqueRemoteAddress(), deviceKey: `stranger-${attackerCounter}-key` };
}

/** The owner alerts in the outbox for `email` (written in the background: waits up to `waitMs`). */
export async function ownerAlerts(ctx: TestContext, email: string, atLeast = 0, waitMs = 3000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = readOutbox(ctx.dataDir).filter(
      (m) => m.to === email && m.subject === "Failed sign-ins to your Lexistep account",
    );
    if (mails.length >= atLeast || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}
