import { DEVICE_KEY_HEADER } from "@app/domain/auth/limits";
import { apiRequest } from "../../../lib/api";
import { deviceKey } from "../../../lib/device-key";

export interface EmailSignIn {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-in/email: sets the session cookie on success. Failures: 401
 * INVALID_CREDENTIALS, 429 ACCOUNT_LOCKED (with retryAfterSeconds), 403 EMAIL_NOT_VERIFIED,
 * 400 VALIDATION_ERROR / CAPTCHA_FAILED.
 */
export function signInWithEmail(body: EmailSignIn, captchaHeaders: Record<string, string>): Promise<unknown> {
  return apiRequest("/auth/sign-in/email", {
    method: "POST",
    body,
    headers: { ...captchaHeaders, [DEVICE_KEY_HEADER]: deviceKey() },
  });
}
