import type { DayActivity } from "@app/domain/stats";

export type { DayActivity };

/** GET /api/me/stats: the Stats tab's figures, days counted in the user's time zone. */
export interface UserStats {
  /** The user's today, "YYYY-MM-DD". */
  today: string;
  timeZone: string;
  streak: number;
  topStreak: number;
  /** Streak freezes held (earned by meeting the daily goal; each covers a missed day). */
  streakFreezes?: number;
  /** Days a freeze covered lately, oldest first. */
  frozenDays?: string[];
  totalLearned: number;
  /** Seconds. */
  studyTime: number;
  topLanguage: { name: string; flagCode: string; wordCount: number } | null;
  /** The 7 days ending today, oldest first. */
  weeklyProgress: DayActivity[];
  /** Days with activity in the last 365, oldest first. */
  yearActivity: DayActivity[];
}
