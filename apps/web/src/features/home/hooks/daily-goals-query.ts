import { queryOptions } from "@tanstack/react-query";
import { homeKeys } from "../../../shared/query-keys";
import { getDailyGoals } from "../api/get-daily-goals";

/**
 * How long a read of the goals is taken as current. Home shows them in two places that can appear
 * a moment apart (the goals card, and the catch-up plan once the decks are in): the second must
 * not read them again. A finished session makes them stale at once (`invalidateAfterSave`).
 */
const DAILY_GOALS_FRESH_MS = 10_000;

/**
 * Today's goal and counts, read again on each visit: one definition for the tab and the first
 * screen's warm-up (a file of its own, so the warm-up does not bring the goal editor's code).
 */
export const dailyGoalsQuery = queryOptions({
  queryKey: homeKeys.dailyGoals,
  queryFn: getDailyGoals,
  staleTime: DAILY_GOALS_FRESH_MS,
});
