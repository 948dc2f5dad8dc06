import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs } from "../../db/schema";

/** The learner's last answer times (ms), newest first: what "minutes a day" figures are made from. */
export async function recentAnswerTimes(db: Db, userId: string, limit = 200): Promise<number[]> {
  const rows = await db
    .select({ ms: reviewLogs.durationMs })
    .from(reviewLogs)
    .where(eq(reviewLogs.userId, userId))
    .orderBy(desc(reviewLogs.reviewedAt))
    .limit(limit);
  return rows.map((row) => row.ms);
}
