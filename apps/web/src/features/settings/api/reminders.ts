import type { ReminderSettings, ReminderSettingsResponse } from "@app/domain/reminders/reminder-rules";
import { apiRequest } from "../../../lib/api";

export type { ReminderSettingsResponse };

/** GET /api/me/reminders: on or off, the local hour, the address and the zone it is read in. */
export function getReminders(): Promise<ReminderSettingsResponse> {
  return apiRequest("/me/reminders");
}

/** PUT /api/me/reminders. */
export function saveReminders(settings: ReminderSettings): Promise<ReminderSettingsResponse> {
  return apiRequest("/me/reminders", { method: "PUT", body: settings });
}
