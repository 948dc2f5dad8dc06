/** Daily e-mail reminders: Settings → Reminders, the one-click stop, and the job that sends them. */
export { createRemindersRepository } from "./repository";
export { registerReminderRoutes } from "./routes";
export { type ReminderSenderDeps, sendDueReminders } from "./send-reminders";
