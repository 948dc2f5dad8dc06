import { MAX_SIGN_IN_CAPTCHA_LEVEL } from "@app/domain";
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { captchaRedemptions } from "../../db/schema";

/** A solved challenge is valid for 10 minutes, and only once. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/**
 * Work asked of the browser: the solver walks counters up to a random one in this range, one
 * SHA-256 each. Tuned to take roughly 0.2–0.5 s in a browser on a phone-class CPU.
 */
const COUNTER_RANGE: [number, number] = [4_000, 12_000];

export type CaptchaFailure = "missing" | "invalid" | "replayed";

export interface CaptchaService {
  enabled: boolean;
  /**
   * Level 0 is the ordinary challenge; each level above doubles the work. The level is written into the
   * challenge's signed parameters, so a solution proves how much work was done.
   */
  createChallenge(level?: number): Promise<Challenge>;
  /** Verifies a solution and marks it used; `level` is the solved challenge's (any level when off). */
  redeem(
    encodedPayload: string | undefined,
  ): Promise<{ ok: true; level: number } | { ok: false; reason: CaptchaFailure }>;
}

/** The level a verified challenge was made for (0 when it names none). */
function levelOf(payload: Payload): number {
  const level = payload.challenge.parameters.data?.level;
  return typeof level === "number" && Number.isInteger(level) && level >= 0 ? level : 0;
}

/**
 * Captcha expiry runs on the real clock (not the app's injectable one): it is a transport detail,
 * and altcha-lib checks expiry against the real time as well.
 */
export function createCaptchaService(options: { enabled: boolean; secret: string; db: Db }): CaptchaService {
  const hmacSignatureSecret = `${options.secret}:captcha`;
  const hmacKeySignatureSecret = `${options.secret}:captcha-key`;
  return {
    enabled: options.enabled,
    async createChallenge(level = 0) {
      const bounded = Math.max(0, Math.min(MAX_SIGN_IN_CAPTCHA_LEVEL, Math.floor(level)));
      const factor = 2 ** bounded;
      return createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(COUNTER_RANGE[0] * factor, COUNTER_RANGE[1] * factor),
        ...(bounded > 0 ? { data: { level: bounded } } : {}),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
    },
    async redeem(encodedPayload) {
      if (!options.enabled) return { ok: true, level: MAX_SIGN_IN_CAPTCHA_LEVEL };
      if (!encodedPayload) return { ok: false, reason: "missing" };
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(encodedPayload, "base64").toString("utf8")) as Payload;
      } catch {
        return { ok: false, reason: "invalid" };
      }
      if (!payload?.challenge?.parameters || !payload.solution || typeof payload.challenge.signature !== "string") {
        return { ok: false, reason: "invalid" };
      }
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (typeof expiresAt !== "number" || expiresAt * 1000 < Date.now()) return { ok: false, reason: "invalid" };
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) return { ok: false, reason: "invalid" };
      // The signature identifies the challenge: the insert succeeds once; a replay conflicts.
      const inserted = await options.db
        .insert(captchaRedemptions)
        .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: captchaRedemptions.signature });
      if (inserted.length === 0) return { ok: false, reason: "replayed" };
      // Forget redemptions whose challenges have expired anyway.
      await options.db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, new Date()));
      return { ok: true, level: levelOf(payload) };
    },
  };
}
