import { z } from "zod";
import { subDeckIdSchema } from "../decks/validation";
import { type DayModel, learnerDay } from "../time/learner-day";
import { daysBetween } from "../time/user-day";

/** The simulator plays at most this many days ahead: the planner's horizon. */
export const PLANNER_HORIZON_DAYS = 730;
export const DEFAULT_TARGET_PERCENT = 90;
/** The most minutes a day a plan may ask for (the form's largest cap). */
export const MAX_MINUTES_A_DAY = 600;

/** What the learner types into the planner; one schema for the form and the server. */
export const examGoalSchema = z.object({
  examDate: z.iso.date({ error: "Enter the exam date." }),
  targetPercent: z
    .number({ error: "Enter how much of the deck you want to know, in %." })
    .int("Enter a whole percentage.")
    .min(1, "Aim for at least 1 % of the deck.")
    .max(100, "You can't know more than 100 % of a deck."),
  minutesCap: z
    .number({ error: "Enter the most minutes a day you can study." })
    .int("Enter whole minutes.")
    .min(1, "Allow at least 1 minute a day.")
    .max(MAX_MINUTES_A_DAY, `Allow at most ${MAX_MINUTES_A_DAY} minutes a day.`),
});
export type ExamGoalInput = z.infer<typeof examGoalSchema>;

/** Other decks planned with the deck (same date, target over all their words, one minutes cap). */
export const examPlanRequestSchema = examGoalSchema.extend({
  alsoDecks: z
    .array(subDeckIdSchema, { error: "Choose the other decks from your collection." })
    .max(19, "Plan at most 20 decks together.")
    .optional(),
});
export type ExamPlanRequest = z.infer<typeof examPlanRequestSchema>;

export type ExamDays = { ok: true; days: number } | { ok: false; message: string };

/** Days from the learner's today to the exam morning, or why the date cannot be planned for. */
export function daysUntilExam(examDate: string, now: Date, model: DayModel): ExamDays {
  const today = learnerDay(now, model);
  const days = daysBetween(today, examDate);
  if (days <= 0) return { ok: false, message: "The exam date must be after today." };
  if (days > PLANNER_HORIZON_DAYS) {
    return {
      ok: false,
      message: `The planner looks at most ${PLANNER_HORIZON_DAYS} days ahead: choose an earlier date.`,
    };
  }
  return { ok: true, days };
}
