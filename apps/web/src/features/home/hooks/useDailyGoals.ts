import type { DailyGoalLevel } from "@app/domain/decks/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { homeKeys } from "../../../shared/query-keys";
import { updateDailyGoals } from "../api/update-daily-goals";
import { dailyGoalsQuery } from "./daily-goals-query";

/** Today's goal and counts. */
export function useDailyGoals() {
  return useQuery(dailyGoalsQuery);
}

/** Saves the goal level; the card shows the server's answer. */
export function useSetDailyGoalLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: DailyGoalLevel) => updateDailyGoals(level),
    onSuccess: (goals) => queryClient.setQueryData(homeKeys.dailyGoals, goals),
  });
}
