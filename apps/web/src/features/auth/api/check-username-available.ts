import { apiRequest } from "../../../lib/api";

export type UsernameAvailability = { available: true } | { available: false; message?: string };

/** GET /api/account/username-available: whether someone else already has this username. */
export function checkUsernameAvailable(username: string, signal?: AbortSignal): Promise<UsernameAvailability> {
  return apiRequest(`/account/username-available?username=${encodeURIComponent(username)}`, { signal });
}
