import { postFromThisDevice } from "../../../lib/device-key";

export interface SignupRequest {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * POST /api/auth/sign-up/email: the account waits for its e-mail to be verified. An address that
 * is already registered gets the same answer (no account enumeration).
 * Failures: 409 USERNAME_TAKEN, 429 SIGNUP_THROTTLED, 400 VALIDATION_ERROR / CAPTCHA_FAILED.
 */
export function signUpWithEmail(
  body: SignupRequest,
  captchaHeaders: Record<string, string>,
): Promise<{ message: string }> {
  return postFromThisDevice("/auth/sign-up/email", body, captchaHeaders);
}
