import { apiRequest } from "../../../lib/api";

/** POST /api/auth/revoke-sessions: ends every session of the user, this one included. */
export function revokeAllSessions(): Promise<unknown> {
  return apiRequest("/auth/revoke-sessions", { method: "POST", body: {} });
}
