/** What GET /api/me/stats answers, as a zod schema: see decks/responses.ts. */
import { z } from "zod";

const day = z.string().describe("The learner's day, YYYY-MM-DD");

export const dayActivitySchema = z.object({
  date: day,
  learned: z.number().int(),
  reviewed: z.number().int(),
  /** Seconds. */
  studyTime: z.number(),
});

/** GET /api/me/stats: the Stats tab's figures, days counted in the learner's time zone. */
export const userStatsSchema = z.object({
  /** The learner's today. */
  today: day,
  timeZone: z.string(),
  dayStartHour: z.number().int().optional(),
  streak: z.number().int(),
  topStreak: z.number().int(),
  /** Vacation mode's first day, or null when off. */
  vacationSince: z.string().nullable().optional(),
  /** Streak freezes held (earned by meeting the daily goal; each covers a missed day). */
  streakFreezes: z.number().int().optional(),
  /** Days a freeze covered lately, oldest first. */
  frozenDays: z.array(day).optional(),
  totalLearned: z.number().int(),
  /** A deck holds more items than words (a word's reversed direction, a note's clozes): learned counts items. */
  countsItems: z.boolean().optional(),
  /** Seconds. */
  studyTime: z.number(),
  topLanguage: z.object({ name: z.string(), flagCode: z.string(), wordCount: z.number().int() }).nullable(),
  /** The 7 days ending today, oldest first. */
  weeklyProgress: z.array(dayActivitySchema),
  /** Days with activity in the last 365, oldest first. */
  yearActivity: z.array(dayActivitySchema),
});

export type UserStatsResponse = z.infer<typeof userStatsSchema>;
