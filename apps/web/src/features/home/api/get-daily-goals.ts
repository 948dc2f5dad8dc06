import { meRequest } from "../../../lib/me-request";
import type { DailyGoals } from "../types";

/** GET /api/me/daily-goals: today's learned and reviewed counts against the goal level. */
export function getDailyGoals(): Promise<DailyGoals> {
  return meRequest<DailyGoals>("/me/daily-goals");
}
