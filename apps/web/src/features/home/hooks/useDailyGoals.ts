import type { DailyGoalLevel } from "@app/domain/decks/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getDailyGoals } from "../api/get-daily-goals";
import { updateDailyGoals } from "../api/update-daily-goals";
import { homeKeys } from "../query-keys";

/** Today's goal and counts. Read fresh on each visit: a study session may have just changed them. */
export function useDailyGoals() {
  return useQuery({ queryKey: homeKeys.dailyGoals, queryFn: getDailyGoals, staleTime: 0 });
}

/** Saves the goal level; the card shows the server's answer. */
export function useSetDailyGoalLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: DailyGoalLevel) => updateDailyGoals(level),
    onSuccess: (goals) => queryClient.setQueryData(homeKeys.dailyGoals, goals),
  });
}
