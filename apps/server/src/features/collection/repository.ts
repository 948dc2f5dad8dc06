import { KNOWN_WORD_COUNTS } from "@app/domain/study/constants";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  languageDecks,
  reviewLogs,
  studySessions,
  subDecks,
  timeRushScores,
  userDecks,
  userInfo,
  userWordProgress,
} from "../../db/schema";
import { deckVisibleTo } from "../own-decks/access";

export function createCollectionRepository(db: Db) {
  return {
    /**
     * The user's decks, newest first, with how many words of each are learned: past the building
     * phase (in review or relearning) or marked as known — the deck page's and the stats' definition.
     */
    async listUserDecks(userId: string, now: Date) {
      return (
        db
          .select({
            id: userDecks.id,
            subDeckId: userDecks.subDeckId,
            createdAt: userDecks.createdAt,
            name: subDecks.name,
            description: subDecks.description,
            wordCount: subDecks.wordCount,
            isWritingDeck: subDecks.isWritingDeck,
            languageId: subDecks.languageId,
            flagCode: languageDecks.flagCode,
            wordsLearned: sql<number>`(
            SELECT count(*)::int FROM ${userWordProgress}
            WHERE ${userWordProgress.userId} = ${userId}
              AND ${userWordProgress.subDeckId} = ${userDecks.subDeckId}
              AND (${userWordProgress.state} >= 2 OR ${userWordProgress.isIgnored})
          )`,
            // Due now (what Need Review takes): for the home screen's catch-up plan.
            dueCount: sql<number>`(
            SELECT count(*)::int FROM ${userWordProgress}
            WHERE ${userWordProgress.userId} = ${userId}
              AND ${userWordProgress.subDeckId} = ${userDecks.subDeckId}
              AND ${userWordProgress.nextReview} <= ${now}
              AND NOT ${userWordProgress.isIgnored}
          )`,
          })
          .from(userDecks)
          .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
          .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
          // A deck its owner made private (or an operator hid) leaves others' lists, not only their studies.
          .where(and(eq(userDecks.userId, userId), deckVisibleTo(userId)))
          .orderBy(desc(userDecks.createdAt))
      );
    },

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
     * sessions, the Time Rush score and the collection entry — in one transaction.
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
        const removed = await tx
          .delete(userDecks)
          .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId)))
          .returning({ id: userDecks.id });
        return removed.length > 0;
      });
    },

    /**
     * The user's progress rows of one deck: what the deck page shows per word. Read as one JSON
     * array built by the database: for thousands of rows this is several times faster than row
     * decoding on the embedded database (5,000 rows: ~12 ms instead of ~67 ms).
     */
    async listDeckProgress(userId: string, subDeckId: string): Promise<DeckProgressRow[]> {
      const result = await db.execute(sql`
        SELECT coalesce(json_agg(json_build_array(
          word_id, state, learning_steps, next_review, last_review, is_ignored, user_notes,
          correct_count, reviewed_count, stability, difficulty, reps, lapses,
          difficulty_score = ${KNOWN_WORD_COUNTS.difficultyScore})), '[]')::text AS rows
        FROM ${userWordProgress}
        WHERE user_id = ${userId} AND sub_deck_id = ${subDeckId}`);
      const text = (result as unknown as { rows: { rows: string }[] }).rows[0]?.rows ?? "[]";
      const date = (v: string | null) => (v ? new Date(v) : null);
      return (JSON.parse(text) as DeckProgressTuple[]).map((r) => ({
        wordId: r[0],
        state: r[1],
        learningSteps: r[2],
        nextReview: date(r[3]),
        lastReview: date(r[4]),
        isIgnored: r[5],
        userNotes: r[6],
        correctCount: r[7],
        reviewedCount: r[8],
        stability: r[9],
        difficulty: r[10],
        reps: r[11],
        lapses: r[12],
        markedKnown: r[13],
      }));
    },
  };
}

type DeckProgressTuple = [
  number,
  number,
  number,
  string | null,
  string | null,
  boolean,
  string | null,
  number,
  number,
  number,
  number,
  number,
  number,
  boolean,
];

export interface DeckProgressRow {
  wordId: number;
  state: number;
  learningSteps: number;
  nextReview: Date | null;
  lastReview: Date | null;
  isIgnored: boolean;
  userNotes: string | null;
  correctCount: number;
  reviewedCount: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** The word's last event was "Already know" (the spec's difficulty score 4): known, not yet reviewed. */
  markedKnown: boolean;
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
