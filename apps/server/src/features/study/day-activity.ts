import {
  type DayActivityBefore,
  type DayWork,
  dayActivityBefore,
  planStudyDay,
  type StreakAccount,
  type StudyDayPlan,
} from "@app/domain/study/study-day";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { userActivity, userInfo } from "../../db/schema";

/**
 * Today's activity before a save: the latest row on or before today (today's, or the last one, whose
 * goal level a new row carries over), in one query. The row is locked, so a change of today's goal
 * level waits for the save that read it.
 */
export async function readDayActivity(tx: DbOrTx, userId: string, today: string): Promise<DayActivityBefore> {
  const [latest] = await tx
    .select({
      day: userActivity.day,
      learned: userActivity.dailyLearned,
      reviewed: userActivity.dailyReviewed,
      level: userActivity.dailyGoalLevel,
    })
    .from(userActivity)
    .where(and(eq(userActivity.userId, userId), lte(userActivity.day, today)))
    .orderBy(desc(userActivity.day))
    .limit(1)
    .for("update");
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

/**
 * Credits studying to the learner's day (read → plan → write), inside the caller's transaction, with
 * `info` the user's row locked by the caller (null when the user has none: then only the activity row
 * is written). Used by a Time Rush score's save; the session save plans its day with the session.
 */
export async function creditStudyDay(
  tx: DbOrTx,
  input: {
    userId: string;
    info: StreakAccount | null;
    today: string;
    added: DayWork;
    now: Date;
    /** A newer zone sent by the browser, stored with the same update. */
    newTimeZone?: string | undefined;
  },
): Promise<void> {
  const activity = await readDayActivity(tx, input.userId, input.today);
  await writeStudyDay(tx, input.userId, planStudyDay({ ...input, account: input.info, activity }));
}
