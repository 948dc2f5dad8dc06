import { apiRequest } from "../../../lib/api";

/** POST /api/auth/request-password-reset: mails a reset link (same answer for unknown addresses). */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest("/auth/request-password-reset", { method: "POST", body: { email } });
}
