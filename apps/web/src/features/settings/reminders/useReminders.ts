import type { ReminderSettings } from "@app/domain/reminders/reminder-rules";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { getReminders, saveReminders } from "../api/reminders";

export const REMINDERS_KEY = ["reminders"] as const;

/** The daily reminder's settings. */
export function useReminders() {
  return useQuery({ queryKey: REMINDERS_KEY, queryFn: getReminders });
}

/** The one toast of a reminder save: a later save replaces it instead of stacking another. */
const TOAST_ID = "reminder-saved";

/** Saves them; the toast says what changed, or the server's reason. */
export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => saveReminders(settings),
    onSuccess: (data) => {
      queryClient.setQueryData(REMINDERS_KEY, data);
      notify.success(data.enabled ? `Daily reminder on, at ${hourLabel(data.hour)}` : "Daily reminder off", {
        id: TOAST_ID,
      });
    },
    onError: (error) =>
      notify.error(error instanceof ApiError ? error.message : "Failed to save your reminder. Please try again.", {
        id: TOAST_ID,
      }),
  });
}

/** "18:00": hours are shown on a 24-hour clock, as the learner's time zone reads them. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}
