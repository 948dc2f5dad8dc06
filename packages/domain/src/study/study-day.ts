import { type DailyGoalLevel, DEFAULT_DAILY_GOAL_LEVEL, dailyGoalMet } from "../decks/constants";
import { freezesAfterSave, lastDayOnVacation, updateStreakWithFreezes } from "./streak";

/** What a save adds to the learner's day. */
export interface DayWork {
  learned: number;
  reviewed: number;
  seconds: number;
}

/** The learner's row as crediting a day reads it: the streak, its freezes, vacation and study time. */
export interface StreakAccount {
  currentStreak: number;
  topStreak: number;
  /** The learner's day ("YYYY-MM-DD") of the streak's last update. */
  lastStreakUpdate: string | null;
  /** The learner's day vacation mode began (null: off). */
  vacationSince: string | null;
  streakFreezes: number;
  frozenDays: string[];
  /** Seconds. */
  totalStudyTime: number;
}

/** Today's activity before the save: its counts, and the goal level the day has. */
export interface DayActivityBefore {
  learned: number;
  reviewed: number;
  /** Today's row's level, or, before today has a row, the level of the last row (carried over). */
  level: DailyGoalLevel;
}

/** The learner's latest activity row on or before a day, as read. */
export interface LatestActivityRow {
  day: string;
  learned: number;
  reviewed: number;
  level: number;
}

/** Today's activity from the latest row on or before `today` (none: nothing yet, the default level). */
export function dayActivityBefore(latest: LatestActivityRow | null | undefined, today: string): DayActivityBefore {
  const level = (latest?.level ?? DEFAULT_DAILY_GOAL_LEVEL) as DailyGoalLevel;
  if (latest?.day === today) return { learned: latest.learned, reviewed: latest.reviewed, level };
  return { learned: 0, reviewed: 0, level };
}

/** The learner's row after the save (absolute values, computed from the row as locked and read). */
export interface StreakAccountUpdate {
  totalStudyTime: number;
  currentStreak: number;
  topStreak: number;
  lastStreakUpdate: string | null;
  streakFreezes: number;
  frozenDays: string[];
  /** A newer zone the browser sent, stored with the same update. */
  timeZone?: string;
  updatedAt: Date;
}

export interface StudyDayPlan {
  /**
   * Added to today's activity row; `level` is the goal level a new row starts with (carried over).
   * The counts are added by the write, not set, so the row stays right whatever else adds to it.
   */
  activity: { day: string; added: DayWork; level: DailyGoalLevel };
  /** Null when the learner has no row (not expected: it is made at sign-up); then no streak is kept. */
  account: StreakAccountUpdate | null;
}

/**
 * Credits studying to the learner's day: adds to the day's activity and the total study time, and
 * moves the streak on (freezes cover missed days; meeting the daily goal for the first time that
 * day earns one; on vacation the days away are not missed). Shared by a study session's save and a
 * Time Rush score's save.
 */
export function planStudyDay(input: {
  account: StreakAccount | null;
  activity: DayActivityBefore;
  today: string;
  added: DayWork;
  now: Date;
  newTimeZone?: string | undefined;
}): StudyDayPlan {
  const { account, activity, today, added } = input;
  const credited = { day: today, added, level: activity.level };
  if (!account) return { activity: credited, account: null };
  const lastDay = lastDayOnVacation(account.lastStreakUpdate, account.vacationSince, today);
  const frozen = updateStreakWithFreezes({ current: account.currentStreak, top: account.topStreak, lastDay }, today, {
    freezes: account.streakFreezes,
    frozenDays: account.frozenDays,
  });
  const goalNewlyMet =
    dailyGoalMet(activity.level, activity.learned + added.learned, activity.reviewed + added.reviewed) &&
    !dailyGoalMet(activity.level, activity.learned, activity.reviewed);
  return {
    activity: credited,
    account: {
      totalStudyTime: account.totalStudyTime + added.seconds,
      currentStreak: frozen.streak.current,
      topStreak: frozen.streak.top,
      lastStreakUpdate: frozen.streak.lastDay,
      streakFreezes: freezesAfterSave(frozen.freezes, goalNewlyMet),
      frozenDays: frozen.frozenDays,
      ...(input.newTimeZone ? { timeZone: input.newTimeZone } : {}),
      updatedAt: input.now,
    },
  };
}
