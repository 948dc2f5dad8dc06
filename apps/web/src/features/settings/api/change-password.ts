import { apiRequest } from "../../../lib/api";

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * POST /api/auth/change-password (registered users). Other sessions are ended; this one stays.
 * Failures: 400 CURRENT_PASSWORD_INCORRECT (field currentPassword), 400 VALIDATION_ERROR.
 */
export function changePassword(body: ChangePasswordRequest): Promise<{ message: string }> {
  return apiRequest("/auth/change-password", { method: "POST", body });
}
