import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userActivity } from "../../db/schema";

/**
 * Adds to today's activity row; a new row carries over the last goal level (one statement). Answers
 * the day's counts after the addition, and its goal level. `learned` is the words that became learned
 * (domain word-counts' `becameLearned`), so the days add up to the learner's learned words.
 */
export async function recordActivity(
  tx: Db,
  userId: string,
  day: string,
  add: { learned: number; reviewed: number; seconds: number },
): Promise<{ learned: number; reviewed: number; level: number }> {
  const lastLevel = sql<number>`coalesce((
    SELECT ${userActivity.dailyGoalLevel} FROM ${userActivity}
    WHERE ${userActivity.userId} = ${userId} AND ${userActivity.day} < ${day}
    ORDER BY ${userActivity.day} DESC LIMIT 1), 0)`;
  const [row] = await tx
    .insert(userActivity)
    .values({
      userId,
      day,
      dailyGoalLevel: lastLevel,
      dailyLearned: add.learned,
      dailyReviewed: add.reviewed,
      dailyStudyTime: add.seconds,
    })
    .onConflictDoUpdate({
      target: [userActivity.userId, userActivity.day],
      set: {
        dailyLearned: sql`${userActivity.dailyLearned} + ${add.learned}`,
        dailyReviewed: sql`${userActivity.dailyReviewed} + ${add.reviewed}`,
        dailyStudyTime: sql`${userActivity.dailyStudyTime} + ${add.seconds}`,
        updatedAt: new Date(),
      },
    })
    .returning({
      learned: userActivity.dailyLearned,
      reviewed: userActivity.dailyReviewed,
      level: userActivity.dailyGoalLevel,
    });
  return row ?? { learned: add.learned, reviewed: add.reviewed, level: 0 };
}
