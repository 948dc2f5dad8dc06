import { learnerDay } from "@app/domain";
import type { CatchUpPlan } from "@app/domain/study/catch-up";
import { type CatchUpReads, type CatchUpState, planCatchUp, planInForce } from "@app/domain/study/catch-up-plan";
import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { userInfo, userWordProgress } from "../../db/schema";
import { studiedBySql } from "../../db/selections";
import { createDailyGoalsRepository } from "./repository";
import { resolveDayModel } from "./time-zone";

/** Backlog words per deck, most first: learned words (review state, as `isBacklogWord` says) due now. */
function backlogPerDeck(q: Db, userId: string, now: Date) {
  return q
    .select({ subDeckId: userWordProgress.subDeckId, n: sql<number>`count(*)::int` })
    .from(userWordProgress)
    .where(
      and(
        eq(userWordProgress.userId, userId),
        eq(userWordProgress.state, 2),
        lte(userWordProgress.nextReview, now),
        eq(userWordProgress.isIgnored, false),
        studiedBySql('"user_word_progress"', userId),
      ),
    )
    .groupBy(userWordProgress.subDeckId)
    .orderBy(sql`count(*) DESC`, userWordProgress.subDeckId);
}

/**
 * What the catch-up plan reads: learned words due across the learner's decks, their daily goal on
 * their day — words in building or relearning steps are minutes away by design and do not count —
 * and whether the learner put the plan aside.
 */
export async function readCatchUpReads(
  q: Db,
  request: FastifyRequest,
  userId: string,
  now: Date,
): Promise<CatchUpReads> {
  const day = await resolveDayModel(q, request, userId);
  const [goal, duePerDeck, [info]] = await Promise.all([
    createDailyGoalsRepository(q).today(userId, learnerDay(now, day)),
    backlogPerDeck(q, userId, now),
    q.select({ hiddenThrough: userInfo.catchUpHiddenThrough }).from(userInfo).where(eq(userInfo.userId, userId)),
  ]);
  return { now, day, goalLevel: goal.level, duePerDeck, hiddenThrough: info?.hiddenThrough ?? null };
}

/** The backlog now and whether the learner put the plan aside (see `planCatchUp`). */
export async function readCatchUp(db: Db, request: FastifyRequest, userId: string, now: Date): Promise<CatchUpState> {
  return planCatchUp(await readCatchUpReads(db, request, userId, now));
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
  return planInForce(await readCatchUp(db, request, userId, now));
}
