import { PRODUCTION_SKILL } from "@app/domain/decks/item-counts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fsrsSettingsKey, updateFsrsSettings } from "../../../lib/fsrs-settings";
import { meRequest } from "../../../lib/me-request";
import { notify } from "../../../lib/toast";
import { VACATION_KEY, type VacationState } from "../../../lib/vacation";

/** Turns vacation mode on or off; everything is read again after (the streak and "overdue" read it). */
export function useSetVacation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => meRequest<VacationState>("/me/vacation", { method: "PUT", body: { on } }),
    onSuccess: (data) => {
      queryClient.setQueryData(VACATION_KEY, data);
      // The streak and the deck pages' "overdue" read it.
      void queryClient.invalidateQueries();
      notify.success(data.on ? "Vacation mode is on: your streak is paused" : "Welcome back! Vacation mode is off");
    },
    onError: () => notify.error("Failed to change vacation mode"),
  });
}

/**
 * Turns production practice on or off. Every word's production item joins (or leaves) what the learner
 * studies, so every count and word list is read again (and the decks kept offline with them).
 */
export function useSetProductionPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => updateFsrsSettings({ productionPractice: on }),
    onSuccess: (data) => {
      queryClient.setQueryData(fsrsSettingsKey, data);
      // Everything else: the settings themselves are the answer just received.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== fsrsSettingsKey[0] });
      notify.success(`${PRODUCTION_SKILL} practice is ${data.productionPractice ? "on" : "off"}`);
    },
    onError: () => notify.error(`Failed to update ${PRODUCTION_SKILL.toLowerCase()} practice`),
  });
}
