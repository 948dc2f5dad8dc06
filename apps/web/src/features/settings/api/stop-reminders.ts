import { apiRequest } from "../../../lib/api";

/** POST /api/reminders/stop: the mail's link token turns its learner's reminders off (no session needed). */
export function stopReminders(token: string): Promise<{ stopped: true }> {
  return apiRequest("/reminders/stop", { method: "POST", body: { token } });
}
