import { type DailyGoalLevel, DEFAULT_DAILY_GOAL_LEVEL } from "@app/domain";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userActivity, userInfo } from "../../db/schema";

export function createDailyGoalsRepository(db: Db) {
  return {
    /** Today's counts, and the goal level: today's row's, else carried over from the last row. */
    async today(userId: string, day: string) {
      const [todayRow] = await db
        .select()
        .from(userActivity)
        .where(and(eq(userActivity.userId, userId), eq(userActivity.day, day)));
      if (todayRow) {
        return {
          level: todayRow.dailyGoalLevel as DailyGoalLevel,
          learned: todayRow.dailyLearned,
          reviewed: todayRow.dailyReviewed,
          studyTime: todayRow.dailyStudyTime,
        };
      }
      const [last] = await db
        .select({ level: userActivity.dailyGoalLevel })
        .from(userActivity)
        .where(and(eq(userActivity.userId, userId), lt(userActivity.day, day)))
        .orderBy(desc(userActivity.day))
        .limit(1);
      return {
        level: (last?.level ?? DEFAULT_DAILY_GOAL_LEVEL) as DailyGoalLevel,
        learned: 0,
        reviewed: 0,
        studyTime: 0,
      };
    },

    /**
     * Sets today's goal level (creating today's row if needed); later days carry it over. The user's
     * row is locked first, as the saves lock it: a save reads the day's level and then credits the
     * day, so a change of level waits for it rather than falling in between.
     */
    async setLevel(userId: string, day: string, level: DailyGoalLevel): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.select({ userId: userInfo.userId }).from(userInfo).where(eq(userInfo.userId, userId)).for("update");
        await tx
          .insert(userActivity)
          .values({ userId, day, dailyGoalLevel: level })
          .onConflictDoUpdate({
            target: [userActivity.userId, userActivity.day],
            set: { dailyGoalLevel: level, updatedAt: new Date() },
          });
      });
    },
  };
}

export type DailyGoalsRepository = ReturnType<typeof createDailyGoalsRepository>;
