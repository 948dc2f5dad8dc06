import { type Challenge, type DeriveKeyFunction, solveChallenge } from "altcha-lib";
import { deriveKey as webCryptoDeriveKey } from "altcha-lib/algorithms/web/sha";
import type { CaptchaChallenge } from "../api/get-captcha-challenge";
import { encodeCaptchaPayload } from "./encode-payload";
import { sha256 } from "./sha256";

/** Gives up after this long; the caller shows "CAPTCHA failed to execute". */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The same key derivation as altcha-lib's web SHA one (cost rounds of the full digest, truncated
 * at the end), for SHA-256 without WebCrypto.
 */
export const plainDeriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  if (parameters.algorithm !== "SHA-256") throw new Error(`Unsupported algorithm: ${parameters.algorithm}`);
  let key = new Uint8Array(salt.length + password.length);
  key.set(salt, 0);
  key.set(password, salt.length);
  for (let i = 0; i < Math.max(1, parameters.cost); i++) key = sha256(key) as Uint8Array<ArrayBuffer>;
  return { parameters: {}, derivedKey: key.slice(0, parameters.keyLength ?? 32) };
};

function pickDeriveKey(): DeriveKeyFunction {
  return globalThis.crypto?.subtle ? webCryptoDeriveKey : plainDeriveKey;
}

/**
 * Solves the proof of work in the page (it yields to the event loop as it goes) and returns the
 * `x-captcha` header value. Loaded on demand: it stays out of the first load.
 * Throws when no solution comes.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, deriveKey = pickDeriveKey()): Promise<string> {
  const typed = challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error("The captcha could not be solved in time.");
  return encodeCaptchaPayload({ challenge, solution });
}
