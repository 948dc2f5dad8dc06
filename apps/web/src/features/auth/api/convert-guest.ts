import { postFromThisDevice } from "../../../lib/device-key";
import type { SignupRequest } from "./sign-up-email";

export interface ConvertResult {
  message: string;
  verificationRequired: boolean;
}

/**
 * POST /api/account/convert: the signed-in guest becomes a registered user in place, keeping
 * everything. Failures: 409 EMAIL_TAKEN / USERNAME_TAKEN, 429 SIGNUP_THROTTLED, 400.
 */
export function convertGuest(body: SignupRequest, captchaHeaders: Record<string, string>): Promise<ConvertResult> {
  return postFromThisDevice("/account/convert", body, captchaHeaders);
}
