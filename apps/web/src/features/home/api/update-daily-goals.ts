import type { DailyGoalLevel } from "@app/domain/decks/constants";
import { meRequest } from "../../../lib/me-request";
import type { DailyGoals } from "../types";

/** PUT /api/me/daily-goals: sets today's goal level (later days carry it over). */
export function updateDailyGoals(level: DailyGoalLevel): Promise<DailyGoals> {
  return meRequest<DailyGoals>("/me/daily-goals", { method: "PUT", body: { level } });
}
