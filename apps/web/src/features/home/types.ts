import type { DailyGoalLevel } from "@app/domain/decks/constants";

export interface Update {
  id: string;
  title: string;
  description: string;
  publishDate: string;
  category: string;
  icon: string | null;
}

/** GET/PUT /api/me/daily-goals: today's goal in the user's time zone. */
export interface DailyGoals {
  day: string;
  timeZone: string;
  level: DailyGoalLevel;
  learned: number;
  reviewed: number;
  targets: { learn: number; review: number };
  percent: { learned: number; reviewed: number };
}
