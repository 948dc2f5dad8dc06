import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { executeRows } from "../../db/execute-rows";
import {
  examPlans,
  reviewLogs,
  studySessions,
  timeRushScores,
  userDecks,
  userInfo,
  userWordProgress,
} from "../../db/schema";
import { readDeckProgress } from "./deck-progress-read";
import { readUserDecks } from "./user-decks-read";

export type { DeckProgressRow } from "./deck-progress-read";

/** The learner's collection: its reads in `user-decks-read.ts` and `deck-progress-read.ts`, its writes here. */
export function createCollectionRepository(db: Db) {
  return {
    listUserDecks: (userId: string, now: Date) => readUserDecks(db, userId, now),

    /** Whether the learner is on vacation (vacation mode: due words do not turn overdue). */
    async onVacation(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ since: userInfo.vacationSince })
        .from(userInfo)
        .where(eq(userInfo.userId, userId));
      return Boolean(row?.since);
    },

    async isInCollection(userId: string, subDeckId: string): Promise<boolean> {
      const rows = await db
        .select({ id: userDecks.id })
        .from(userDecks)
        .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId)));
      return rows.length > 0;
    },

    /** Adds a deck and its Time Rush score row together; false when it was already there. */
    async addDeck(userId: string, subDeckId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(userDecks)
          .values({ userId, subDeckId })
          .onConflictDoNothing()
          .returning({ id: userDecks.id });
        if (inserted.length === 0) return false;
        await tx.insert(timeRushScores).values({ userId, subDeckId }).onConflictDoNothing();
        return true;
      });
    },

    /**
     * Removes a deck with everything the user has for it — progress, review history, saved
     * sessions, the Time Rush score, its exam plan and the collection entry — in one transaction.
     */
    async removeDeck(userId: string, subDeckId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(reviewLogs).where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.subDeckId, subDeckId)));
        await tx
          .delete(studySessions)
          .where(and(eq(studySessions.userId, userId), eq(studySessions.subDeckId, subDeckId)));
        await tx
          .delete(userWordProgress)
          .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.subDeckId, subDeckId)));
        await tx
          .delete(timeRushScores)
          .where(and(eq(timeRushScores.userId, userId), eq(timeRushScores.subDeckId, subDeckId)));
        // A plan follows its deck: Learn New, the deck's retention and Home's status line stop with it.
        await tx.delete(examPlans).where(and(eq(examPlans.userId, userId), eq(examPlans.subDeckId, subDeckId)));
        const removed = await tx
          .delete(userDecks)
          .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId)))
          .returning({ id: userDecks.id });
        return removed.length > 0;
      });
    },

    listDeckProgress: (userId: string, subDeckId: string) => readDeckProgress(db, userId, subDeckId),
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;

/** Words of the set's own deck that a mining tool added in the last 7 days (0 for catalogue decks). */
export async function minedThisWeek(db: Db, subDeckId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const rows = await executeRows<{ n: number }>(
    db,
    sql`
    SELECT count(*)::int AS n FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
    WHERE s.own_deck_id = (SELECT own_deck_id FROM sub_decks WHERE id = ${subDeckId})
      AND w.mined_at >= ${since}::timestamptz`,
  );
  return Number(rows[0]?.n ?? 0);
}
