import { EMAIL_VERIFIED_CALLBACK } from "@app/domain/navigation";
import { apiRequest } from "../../lib/api";

/**
 * POST /api/auth/send-verification-email: mails a new verification link to an unverified
 * account. Same answer for unknown or verified addresses (no account enumeration).
 */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return apiRequest("/auth/send-verification-email", {
    method: "POST",
    body: { email, callbackURL: EMAIL_VERIFIED_CALLBACK },
  });
}
