import type { DailyGoalLevel } from "@app/domain/decks/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getDailyGoals } from "../api/get-daily-goals";
import { updateDailyGoals } from "../api/update-daily-goals";
import { homeKeys } from "../query-keys";

/**
 * How long a read of the goals is taken as current. Home shows them in two places that can appear
 * a moment apart (the goals card, and the catch-up plan once the decks are in): the second must
 * not read them again. A finished session makes them stale at once (`invalidateAfterSave`).
 */
export const DAILY_GOALS_FRESH_MS = 10_000;

/** Today's goal and counts. Read fresh on each visit: a study session may have just changed them. */
export function useDailyGoals() {
  return useQuery({ queryKey: homeKeys.dailyGoals, queryFn: getDailyGoals, staleTime: DAILY_GOALS_FRESH_MS });
}

/** Saves the goal level; the card shows the server's answer. */
export function useSetDailyGoalLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: DailyGoalLevel) => updateDailyGoals(level),
    onSuccess: (goals) => queryClient.setQueryData(homeKeys.dailyGoals, goals),
  });
}
