import { type DayActivityBefore, dayActivityBefore, type StudyDayPlan } from "@app/domain/study/study-day";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { userActivity, userInfo } from "../../db/schema";

/**
 * The latest activity row on or before `today` (today's, or the last one, whose goal level a new row
 * carries over). Read after the user's row is locked: every writer of the day's row (the saves, a
 * change of the goal level) locks that row first, so nothing changes the day between this read and the
 * save's write. Awaited, or joined to another read as a subquery.
 */
export function latestActivity(tx: DbOrTx, userId: string, today: string) {
  return tx
    .select({
      day: userActivity.day,
      learned: userActivity.dailyLearned,
      reviewed: userActivity.dailyReviewed,
      level: userActivity.dailyGoalLevel,
    })
    .from(userActivity)
    .where(and(eq(userActivity.userId, userId), lte(userActivity.day, today)))
    .orderBy(desc(userActivity.day))
    .limit(1);
}

/** Today's activity before a save, in one query. */
export async function readDayActivity(tx: DbOrTx, userId: string, today: string): Promise<DayActivityBefore> {
  const [latest] = await latestActivity(tx, userId, today);
  return dayActivityBefore(latest, today);
}

/**
 * Writes a planned day's credit: adds to today's activity row (a new row starts at the planned goal
 * level), then the user's row (streak, freezes, study time), when they have one.
 */
export async function writeStudyDay(tx: DbOrTx, userId: string, plan: StudyDayPlan): Promise<void> {
  const { day, added, level } = plan.activity;
  await tx
    .insert(userActivity)
    .values({
      userId,
      day,
      dailyGoalLevel: level,
      dailyLearned: added.learned,
      dailyReviewed: added.reviewed,
      dailyStudyTime: added.seconds,
    })
    .onConflictDoUpdate({
      target: [userActivity.userId, userActivity.day],
      set: {
        dailyLearned: sql`${userActivity.dailyLearned} + ${added.learned}`,
        dailyReviewed: sql`${userActivity.dailyReviewed} + ${added.reviewed}`,
        dailyStudyTime: sql`${userActivity.dailyStudyTime} + ${added.seconds}`,
        updatedAt: sql`now()`,
      },
    });
  if (plan.account) await tx.update(userInfo).set(plan.account).where(eq(userInfo.userId, userId));
}
