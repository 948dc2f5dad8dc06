import type { DeckScheduling } from "@app/domain/decks/deck-scheduling";
import type { AnswerTime, StoredMemory } from "@app/domain/planning/deck-simulation-inputs";
import { type DayModel, learnerDayNumber } from "@app/domain/time/learner-day";
import { and, desc, eq, gt, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { reviewLogs, studyItems, subDecks, userDecks, userWordProgress } from "../../db/schema";
import {
  learnerDeckProgress,
  learnerItemsSql,
  progressOfItemSql,
  setWordsSql,
  studiedBySql,
} from "../../db/selections";

const schedulingColumns = {
  desiredRetention: userDecks.desiredRetention,
  newPerDay: userDecks.newPerDay,
  reviewsPerDay: userDecks.reviewsPerDay,
};

/** Answers read for the learner's answer times (the latest). */
const ANSWER_SAMPLE = 2000;

const inDeck = (userId: string, subDeckId: string) =>
  and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId));

/** A deck's scheduling in the learner's collection; every query scoped to the user. */
export function createDeckSchedulingRepository(db: DbOrTx) {
  return {
    /** The deck's scheduling, or null when the deck is not in the learner's collection. */
    async get(userId: string, subDeckId: string): Promise<DeckScheduling | null> {
      const [row] = await db.select(schedulingColumns).from(userDecks).where(inDeck(userId, subDeckId));
      return row ?? null;
    },

    /** Replaces the deck's scheduling; null when the deck is not in the learner's collection. */
    async set(userId: string, subDeckId: string, values: DeckScheduling): Promise<DeckScheduling | null> {
      const [row] = await db
        .update(userDecks)
        .set(values)
        .where(inDeck(userId, subDeckId))
        .returning(schedulingColumns);
      return row ?? null;
    },

    /**
     * The words of the deck the learner learned and reviewed since `since` (the start of their day):
     * what counts against its daily limits. A word counts once however often it came back.
     */
    async doneSince(userId: string, subDeckId: string, since: Date): Promise<{ learned: number; reviewed: number }> {
      const [row] = await db
        .select({
          learned: sql<number>`count(DISTINCT ${reviewLogs.itemId}) FILTER (WHERE ${reviewLogs.stateBefore} = 0)::int`,
          reviewed: sql<number>`count(DISTINCT ${reviewLogs.itemId}) FILTER (WHERE ${reviewLogs.stateBefore} IN (2, 3))::int`,
        })
        .from(reviewLogs)
        .where(
          and(
            eq(reviewLogs.userId, userId),
            eq(reviewLogs.subDeckId, subDeckId),
            gte(reviewLogs.reviewedAt, since),
            gt(reviewLogs.rating, 0),
          ),
        );
      return { learned: row?.learned ?? 0, reviewed: row?.reviewed ?? 0 };
    },

    /** The memory of every word of the deck the learner studies (ignored words left out), on their days. */
    async memories(userId: string, subDeckId: string, model: DayModel): Promise<StoredMemory[]> {
      const rows = await db
        .select({
          stability: userWordProgress.stability,
          difficulty: userWordProgress.difficulty,
          nextReview: userWordProgress.nextReview,
          lastReview: userWordProgress.lastReview,
        })
        .from(userWordProgress)
        .where(
          learnerDeckProgress(
            userId,
            subDeckId,
            inArray(userWordProgress.state, [1, 2, 3]),
            eq(userWordProgress.isIgnored, false),
          ),
        );
      const day = (at: Date | null) => (at ? learnerDayNumber(at, model) : null);
      return rows.map((r) => ({
        stability: r.stability,
        difficulty: r.difficulty,
        dueDayNumber: day(r.nextReview),
        lastReviewDayNumber: day(r.lastReview),
      }));
    },

    /** The deck's words the learner has not started (no progress yet, or none but a row; ignored ones left out). */
    async countNew(userId: string, subDeckId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(studyItems)
        .leftJoin(
          userWordProgress,
          and(eq(userWordProgress.userId, userId), progressOfItemSql('"user_word_progress"', '"study_items"')),
        )
        .where(
          and(
            eq(studyItems.subDeckId, subDeckId),
            studiedBySql('"study_items"', userId),
            or(isNull(userWordProgress.id), and(eq(userWordProgress.state, 0), eq(userWordProgress.isIgnored, false))),
          ),
        );
      return row?.n ?? 0;
    },

    /** The deck's size for this learner: the items they study (with their meaning → word directions) and its words. */
    async size(userId: string, subDeckId: string): Promise<{ items: number; words: number }> {
      const [row] = await db
        .select({ items: learnerItemsSql(userId), words: setWordsSql })
        .from(subDecks)
        .where(eq(subDecks.id, subDeckId));
      return { items: Number(row?.items ?? 0), words: Number(row?.words ?? 0) };
    },

    /** The learner's latest answers in any deck: how long each took and what it was. */
    async answerTimes(userId: string): Promise<AnswerTime[]> {
      const rows = await db
        .select({ stateBefore: reviewLogs.stateBefore, rating: reviewLogs.rating, ms: reviewLogs.durationMs })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.userId, userId), gt(reviewLogs.rating, 0), gt(reviewLogs.durationMs, 0)))
        .orderBy(desc(reviewLogs.reviewedAt))
        .limit(ANSWER_SAMPLE);
      return rows.map((r) => ({
        kind: r.stateBefore === 0 ? "newWord" : r.rating === 1 ? "lapse" : "review",
        ms: r.ms,
      }));
    },
  };
}

export type DeckSchedulingRepository = ReturnType<typeof createDeckSchedulingRepository>;
