import { postFromThisDevice } from "../../../lib/device-key";

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
  return postFromThisDevice("/auth/sign-in/email", body, captchaHeaders);
}
