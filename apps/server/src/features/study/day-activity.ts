import {
  type DailyGoalLevel,
  dailyGoalMet,
  freezesAfterSave,
  lastDayOnVacation,
  updateStreakWithFreezes,
} from "@app/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userInfo } from "../../db/schema";
import { recordActivity } from "./record-activity";

export interface DayWork {
  learned: number;
  reviewed: number;
  seconds: number;
}

/**
 * Credits studying to the learner's day: adds to the day's activity row, the total study time, and
 * moves the streak on (freezes cover missed days; meeting the daily goal for the first time that
 * day earns one; on vacation the days away are not missed). Shared by a study session's save and a
 * Time Rush score's save, inside their transaction, with `info` the user's row locked by the caller
 * (null when the user has none: then only the activity row is written).
 */
export async function creditStudyDay(
  tx: Db,
  input: {
    userId: string;
    info: typeof userInfo.$inferSelect | null;
    today: string;
    added: DayWork;
    now: Date;
    /** A newer zone sent by the browser, stored with the same update. */
    newTimeZone?: string | undefined;
  },
): Promise<void> {
  const { userId, info, today, added, now } = input;
  const dayAfter = await recordActivity(tx, userId, today, added);
  if (!info) return;
  const lastDay = lastDayOnVacation(info.lastStreakUpdate, info.vacationSince, today);
  const frozen = updateStreakWithFreezes({ current: info.currentStreak, top: info.topStreak, lastDay }, today, {
    freezes: info.streakFreezes,
    frozenDays: info.frozenDays,
  });
  const streak = frozen.streak;
  const level = dayAfter.level as DailyGoalLevel;
  const goalNewlyMet =
    dailyGoalMet(level, dayAfter.learned, dayAfter.reviewed) &&
    !dailyGoalMet(level, dayAfter.learned - added.learned, dayAfter.reviewed - added.reviewed);
  await tx
    .update(userInfo)
    .set({
      totalStudyTime: info.totalStudyTime + added.seconds,
      currentStreak: streak.current,
      topStreak: streak.top,
      lastStreakUpdate: streak.lastDay,
      streakFreezes: freezesAfterSave(frozen.freezes, goalNewlyMet),
      frozenDays: frozen.frozenDays,
      ...(input.newTimeZone ? { timeZone: input.newTimeZone } : {}),
      updatedAt: now,
    })
    .where(eq(userInfo.userId, userId));
}
