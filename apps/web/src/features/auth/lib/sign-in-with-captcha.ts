import { ApiError } from "../../../lib/api";
import type { Captcha } from "../../captcha";
import { type EmailSignIn, signInWithEmail } from "../api/sign-in-email";

/** Harder challenges solved for one submit at most (the level may rise while one is being solved). */
const MAX_EXTRA_CHECKS = 3;

/**
 * Signs in with the captcha's headers. When the server asks for a harder captcha (many failed
 * sign-ins from other devices), it is solved and the same e-mail and password sent again;
 * `onExtraCheck` gets the server's text to show meanwhile.
 */
export async function signInWithCaptcha(
  body: EmailSignIn,
  captcha: Captcha,
  onExtraCheck: (text: string | null) => void,
): Promise<void> {
  let captchaHeaders = await captcha.take();
  for (let extraChecks = 0; ; extraChecks++) {
    try {
      await signInWithEmail(body, captchaHeaders);
      return;
    } catch (error) {
      const level = error instanceof ApiError && error.code === "CAPTCHA_REQUIRED" ? error.captchaLevel : undefined;
      if (!level || extraChecks >= MAX_EXTRA_CHECKS) throw error;
      onExtraCheck(error instanceof Error ? error.message : null);
      captchaHeaders = await captcha.takeHarder(level);
    }
  }
}
