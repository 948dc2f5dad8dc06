import { apiRequest } from "../../../lib/api";

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/auth/reset-password: sets the new password; 400 INVALID_RESET_LINK for a bad or used token. */
export function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return apiRequest("/auth/reset-password", { method: "POST", body });
}
