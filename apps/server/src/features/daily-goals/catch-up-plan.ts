import { DAILY_GOAL_LEVELS, learnerDay } from "@app/domain";
import { type CatchUpPlan, catchUpPlan } from "@app/domain/study/catch-up";
import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { userWordProgress } from "../../db/schema";
import { createDailyGoalsRepository } from "./repository";
import { resolveDayModel } from "./time-zone";

/**
 * The learner's catch-up plan now, or null without a backlog: the words due across all their
 * decks against their daily review goal, on their day. Read by the deck page (new words paused)
 * and by Need Review (the day's cap, most at risk first).
 */
export async function readCatchUpPlan(
  db: Db,
  request: FastifyRequest,
  userId: string,
  now: Date,
): Promise<CatchUpPlan | null> {
  const day = await resolveDayModel(db, request, userId);
  const today = learnerDay(now, day);
  const [goal, [due]] = await Promise.all([
    createDailyGoalsRepository(db).today(userId, today),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(userWordProgress)
      .where(
        and(
          eq(userWordProgress.userId, userId),
          lte(userWordProgress.nextReview, now),
          eq(userWordProgress.isIgnored, false),
        ),
      ),
  ]);
  return catchUpPlan(due?.n ?? 0, DAILY_GOAL_LEVELS[goal.level].review, today);
}
