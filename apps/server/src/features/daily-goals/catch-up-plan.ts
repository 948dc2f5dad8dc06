import { DAILY_GOAL_LEVELS, learnerDay } from "@app/domain";
import { type CatchUpPlan, catchUpPlan } from "@app/domain/study/catch-up";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { readWordCounts, totalWordCounts } from "../word-counts";
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
  // The backlog is the words due now across the collection: the counts every screen uses (word-counts).
  const [goal, decks] = await Promise.all([
    createDailyGoalsRepository(db).today(userId, today),
    readWordCounts(db, userId, now),
  ]);
  return catchUpPlan(totalWordCounts(decks).dueNow, DAILY_GOAL_LEVELS[goal.level].review, today);
}
