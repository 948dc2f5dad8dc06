import { CAPTCHA_HEADER } from "@app/domain/auth/limits";
import { messages } from "@app/domain/messages";
import { getCaptchaChallenge } from "../api/get-captcha-challenge";

/** Why no captcha could be produced; `message` is the spec's text for it. */
export class CaptchaError extends Error {
  constructor(
    readonly failure: "challenge" | "execute",
    message: string,
  ) {
    super(message);
    this.name = "CaptchaError";
  }
}

/**
 * Headers proving the captcha for one request: a fresh challenge, solved in the page.
 * `{}` when the server has the captcha turned off. A solution is single-use, so every attempt
 * needs a new call. The solver (and altcha-lib) loads only when a challenge must be solved.
 * `level` asks for a harder challenge (see getCaptchaChallenge).
 */
export async function obtainCaptchaHeaders(level = 0): Promise<Record<string, string>> {
  let response: Awaited<ReturnType<typeof getCaptchaChallenge>>;
  try {
    response = await getCaptchaChallenge(level);
  } catch {
    throw new CaptchaError("challenge", messages.auth.captchaError);
  }
  if (!response.enabled) return {};
  try {
    const { solveCaptcha } = await import("./solve-challenge");
    return { [CAPTCHA_HEADER]: await solveCaptcha(response.challenge) };
  } catch {
    throw new CaptchaError("execute", messages.auth.captchaExecute);
  }
}
