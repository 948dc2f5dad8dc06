import { createRescheduler } from "@app/domain/study/scheduling";
import type { DayModel } from "@app/domain/time/learner-day";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs, userWordProgress } from "../../db/schema";
import { schedulerCardColumns } from "../study";
import type { FsrsSettingsRepository } from "./repository";

interface RescheduleInput {
  userId: string;
  subDeckId: string;
  settings: Awaited<ReturnType<FsrsSettingsRepository["get"]>>;
  day: DayModel;
  now: Date;
}

/**
 * Update Cards: recomputes the next review of a deck's learned words with the current settings, in one
 * transaction, logging each moved due date as a manual reschedule. Answers how many learned words it read.
 */
export async function rescheduleDeck(db: Db, { userId, subDeckId, settings, day, now }: RescheduleInput) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: userWordProgress.id,
        wordId: userWordProgress.wordId,
        ...schedulerCardColumns,
        // Reviews so far (kept on the row; manual reschedules are not reviews).
        history: userWordProgress.historyCount,
      })
      .from(userWordProgress)
      .where(
        and(
          eq(userWordProgress.userId, userId),
          eq(userWordProgress.subDeckId, subDeckId),
          inArray(userWordProgress.state, [2, 3]),
        ),
      );
    const changes: { id: string; due: Date }[] = [];
    const logs: (typeof reviewLogs.$inferInsert)[] = [];
    const reschedule = createRescheduler(settings, day);
    for (const row of rows) {
      const due = reschedule(row, row.history);
      if (!due || due.getTime() === row.nextReview?.getTime()) continue;
      changes.push({ id: row.id, due });
      // The log says the due date moved by hand (revlog's manual kind, rating 0): no review happened.
      logs.push({
        userId,
        wordId: row.wordId,
        subDeckId,
        reviewedAt: now,
        kind: "manual",
        rating: 0,
        mode: settings.studyAlgorithm,
        stateBefore: row.state,
        state: row.state,
        due,
        stability: row.stability,
        difficulty: row.difficulty,
        elapsedDays: row.elapsedDays,
        lastElapsedDays: row.elapsedDays,
        scheduledDays: row.scheduledDays,
        learningSteps: row.learningSteps,
        actualRetention: 1,
      });
    }
    // One statement for all changed rows.
    if (changes.length > 0) {
      await tx.execute(sql`
        UPDATE ${userWordProgress} AS p SET next_review = c.due, updated_at = now()
        FROM (SELECT unnest(ARRAY[${sql.join(
          changes.map((c) => sql`${c.id}`),
          sql`, `,
        )}]::uuid[]) AS id,
                     unnest(ARRAY[${sql.join(
                       changes.map((c) => sql`${c.due.toISOString()}`),
                       sql`, `,
                     )}]::timestamptz[]) AS due) AS c
        WHERE p.id = c.id AND p.user_id = ${userId}`);
      for (let i = 0; i < logs.length; i += 1000) await tx.insert(reviewLogs).values(logs.slice(i, i + 1000));
    }
    return rows.length;
  });
}
