import { meRequest } from "../../../lib/me-request";
import type { UserStats } from "../types";

/** GET /api/me/stats (registered users): streaks, totals, the week and a year of active days. */
export function getStats(signal?: AbortSignal): Promise<UserStats> {
  return meRequest<UserStats>("/me/stats", { signal });
}
