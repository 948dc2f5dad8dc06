import { z } from "zod";
import { learnerClock, learnerDay } from "../time/learner-day";

/** The hour a daily reminder goes out when the learner has not picked one (their local time). */
export const DEFAULT_REMINDER_HOUR = 18;

/** Settings → Reminders: one schema for the form and the server. */
export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: "Say whether daily reminders are on." }),
    hour: z
      .number({ error: "Pick the hour of your reminder." })
      .int({ error: "Pick a whole hour for your reminder." })
      .min(0, { error: "Pick an hour between 0 and 23 for your reminder." })
      .max(23, { error: "Pick an hour between 0 and 23 for your reminder." }),
  })
  .strict();
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** GET/PUT /api/me/reminders: the settings, the address mails go to and the zone the hour is read in. */
export const reminderSettingsResponse = reminderSettingsSchema.extend({ email: z.string(), timeZone: z.string() });
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;
/** POST /api/reminders/stop. */
export const reminderStopResponse = z.object({ stopped: z.literal(true) });

/** What decides whether a learner's reminder is due. */
export interface ReminderState {
  /** The local hour the learner picked (0–23). */
  hour: number;
  /** The learner's IANA time zone. */
  timeZone: string;
  /** The local calendar day the last reminder went out (null: never). */
  lastSentDay: string | null;
  /** Vacation mode: the day it began (null: off). No reminder while it is on. */
  vacationSince: string | null;
}

const CALENDAR = { dayStartHour: 0 } as const;

/**
 * The learner's local calendar day a reminder is due for at `now`, or null: at most one a day, from the
 * picked hour on (a server that was down at that hour sends it later the same day, never the next), none
 * on vacation.
 */
export function reminderDueDay(state: ReminderState, now: Date): string | null {
  if (state.vacationSince !== null) return null;
  const model = { ...CALENDAR, timeZone: state.timeZone };
  const day = learnerDay(now, model);
  if (state.lastSentDay !== null && state.lastSentDay >= day) return null;
  const localHour = learnerClock(now, model).getUTCHours();
  return localHour >= state.hour ? day : null;
}

/** The day's figures a reminder reports. */
export interface ReminderContent {
  /** Words due now across the learner's decks. */
  dueCount: number;
  /** Minutes the due reviews are expected to take. */
  minutes: number;
  /** One line per deck with an exam plan ("Japanese N5: on track, 91 % expected by Jun 14"). */
  planLines: readonly string[];
  /** Where to study. */
  appUrl: string;
  /** The one-click link that turns reminders off. */
  stopUrl: string;
}

/** Nothing to say: no reviews due and no plan to report. */
export function reminderHasNews(content: Pick<ReminderContent, "dueCount" | "planLines">): boolean {
  return content.dueCount > 0 || content.planLines.length > 0;
}

/** The reminder mail: subject and plain-text body. */
export function reminderMail(content: ReminderContent): { subject: string; text: string } {
  const words = content.dueCount === 1 ? "1 word is" : `${content.dueCount} words are`;
  const subject =
    content.dueCount > 0 ? `${words.replace(/ (is|are)$/, "")} due for review today` : "Your study plan for today";
  const lines = [
    content.dueCount > 0
      ? `${words} due for review today: about ${Math.max(1, Math.round(content.minutes))} ${
          Math.max(1, Math.round(content.minutes)) === 1 ? "minute" : "minutes"
        }.`
      : "No reviews are due today.",
    ...(content.planLines.length > 0 ? ["", "Your exam plans:", ...content.planLines.map((line) => `- ${line}`)] : []),
    "",
    `Study now: ${content.appUrl}`,
    "",
    `You asked for this daily reminder. Stop the reminders with one click: ${content.stopUrl}`,
  ];
  return { subject, text: lines.join("\n") };
}

/** Seconds a review is taken to last when the learner has too few timed reviews to tell. */
export const DEFAULT_SECONDS_PER_REVIEW = 10;
/** Answers longer than this (a learner who walked away) count as this long. */
const LONGEST_COUNTED_ANSWER_MS = 60_000;

/** The learner's typical seconds per review: the median of their recent answer times (ms), or the default. */
export function secondsPerReview(recentDurationsMs: readonly number[]): number {
  const timed = recentDurationsMs
    .filter((ms) => ms > 0)
    .map((ms) => Math.min(ms, LONGEST_COUNTED_ANSWER_MS))
    .sort((a, b) => a - b);
  if (timed.length < 10) return DEFAULT_SECONDS_PER_REVIEW;
  const middle = Math.floor(timed.length / 2);
  const median = timed.length % 2 === 1 ? timed[middle]! : (timed[middle - 1]! + timed[middle]!) / 2;
  return median / 1000;
}
