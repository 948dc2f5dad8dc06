import { DAILY_GOAL_LEVELS, learnerDay } from "@app/domain";
import { type CatchUpPlan, catchUpPlan, isCatchUpHidden } from "@app/domain/study/catch-up";
import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { userInfo, userWordProgress } from "../../db/schema";
import { createDailyGoalsRepository } from "./repository";
import { resolveDayModel } from "./time-zone";

export interface CatchUpNow {
  /** The plan the backlog calls for, whether or not the learner put it aside. */
  plan: CatchUpPlan | null;
  /** The deck with the most of the backlog (where "Start catching up" goes). */
  subDeckId: string | null;
  /** The learner's day now. */
  today: string;
  /** Snoozed or dismissed through this day; null when not. */
  hiddenThrough: string | null;
}

/**
 * The backlog now: learned words (review state, as `isBacklogWord` says) due across the learner's
 * decks, against their daily review goal, on their day — words in building or relearning steps are
 * minutes away by design and do not count — and whether the learner put the plan aside.
 */
export async function readCatchUp(db: Db, request: FastifyRequest, userId: string, now: Date): Promise<CatchUpNow> {
  const day = await resolveDayModel(db, request, userId);
  const today = learnerDay(now, day);
  const [goal, perDeck, [info]] = await Promise.all([
    createDailyGoalsRepository(db).today(userId, today),
    db
      .select({ subDeckId: userWordProgress.subDeckId, n: sql<number>`count(*)::int` })
      .from(userWordProgress)
      .where(
        and(
          eq(userWordProgress.userId, userId),
          eq(userWordProgress.state, 2),
          lte(userWordProgress.nextReview, now),
          eq(userWordProgress.isIgnored, false),
        ),
      )
      .groupBy(userWordProgress.subDeckId)
      .orderBy(sql`count(*) DESC`, userWordProgress.subDeckId),
    db.select({ hiddenThrough: userInfo.catchUpHiddenThrough }).from(userInfo).where(eq(userInfo.userId, userId)),
  ]);
  const due = perDeck.reduce((sum, deck) => sum + deck.n, 0);
  return {
    plan: catchUpPlan(due, DAILY_GOAL_LEVELS[goal.level].review, today),
    subDeckId: perDeck[0]?.subDeckId ?? null,
    today,
    hiddenThrough: info?.hiddenThrough ?? null,
  };
}

/**
 * The learner's catch-up plan in force now, or null without a backlog or while the learner has put it
 * aside (snoozed or dismissed). Read by the deck page (the warning beside Learn New) and by Need Review
 * (the day's cap, most at risk first).
 */
export async function readCatchUpPlan(
  db: Db,
  request: FastifyRequest,
  userId: string,
  now: Date,
): Promise<CatchUpPlan | null> {
  const state = await readCatchUp(db, request, userId, now);
  return isCatchUpHidden(state.hiddenThrough, state.today) ? null : state.plan;
}
