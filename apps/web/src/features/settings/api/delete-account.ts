import { apiRequest } from "../../../lib/api";

/** DELETE /api/account: the user and every row they own are deleted; the session cookie is cleared. */
export function deleteAccount(): Promise<{ message: string }> {
  return apiRequest("/account", { method: "DELETE" });
}
