import { itemKeyOf } from "@app/domain/study/items";
import { isLeech, type Leech, type LeechAction } from "@app/domain/study/leeches";
import { resetLog } from "@app/domain/study/reset-log";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs, subDecks, userDecks, userWordProgress, words } from "../../db/schema";
import { studiedBySql } from "../../db/selections";
import { createFsrsSettingsRepository } from "../fsrs-settings";

/** How many leeches a list holds at most (the most lapsed first). */
const LEECH_LIST_MAX = 200;

/** A word's progress as it was before it was first studied (what Learn New takes); its notes are kept. */
const NEW_PROGRESS = {
  state: 0,
  learningSteps: 0,
  stability: 0,
  difficulty: 0,
  difficultyScore: 0,
  elapsedDays: 0,
  scheduledDays: 0,
  reps: 0,
  lapses: 0,
  leechKeptAtLapses: 0,
  lastReview: null,
  nextReview: null,
  correctCount: 0,
  reviewedCount: 0,
  maxStreak: 0,
  gotWrong: false,
  confidenceIndex: null,
} as const;

export function createLeechRepository(db: Db) {
  const settings = createFsrsSettingsRepository(db);
  return {
    /** The learner's leeches in the decks of their collection (one deck's when given), most lapsed first. */
    async list(userId: string, subDeckId?: string): Promise<{ threshold: number; leeches: Leech[] }> {
      const { leechThreshold: threshold } = await settings.get(userId);
      const p = userWordProgress;
      const leeches = await db
        .select({
          wordId: p.itemId,
          subDeckId: p.subDeckId,
          deckName: subDecks.name,
          word: words.originalWord,
          translation: words.translation,
          pinyin: words.pinyin,
          lapses: p.lapses,
          notes: p.userNotes,
        })
        .from(p)
        .innerJoin(words, eq(words.id, p.wordId))
        .innerJoin(subDecks, eq(subDecks.id, p.subDeckId))
        .innerJoin(userDecks, and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, p.subDeckId)))
        .where(
          and(
            eq(p.userId, userId),
            eq(p.isIgnored, false),
            studiedBySql('"user_word_progress"', userId),
            gte(sql`${p.lapses} - ${p.leechKeptAtLapses}`, threshold),
            subDeckId ? eq(p.subDeckId, subDeckId) : undefined,
          ),
        )
        .orderBy(desc(p.lapses), asc(words.order), asc(p.itemId))
        .limit(LEECH_LIST_MAX);
      return { threshold, leeches };
    },

    /**
     * Keeps, relearns from new or ignores one of the learner's leeches, the row locked while it is
     * checked and changed. Learning again from new is logged as a reset (a manual row, see `resetLog`)
     * in the same transaction, so the log, its exports and the optimizer see it. False when the word is
     * not a leech of theirs (nothing changes).
     */
    async act(
      userId: string,
      itemId: number,
      action: LeechAction,
      notes: string | null | undefined,
      now: Date,
    ): Promise<boolean> {
      const { leechThreshold, studyAlgorithm } = await settings.get(userId);
      return db.transaction(async (tx) => {
        const mine = and(eq(userWordProgress.userId, userId), eq(userWordProgress.itemId, itemId));
        const [row] = await tx
          .select({
            lapses: userWordProgress.lapses,
            leechKeptAtLapses: userWordProgress.leechKeptAtLapses,
            isIgnored: userWordProgress.isIgnored,
            subDeckId: userWordProgress.subDeckId,
            state: userWordProgress.state,
            stability: userWordProgress.stability,
            difficulty: userWordProgress.difficulty,
            elapsedDays: userWordProgress.elapsedDays,
            learningSteps: userWordProgress.learningSteps,
          })
          .from(userWordProgress)
          .where(mine)
          .for("update");
        if (!row || !isLeech(row, leechThreshold)) return false;
        const changes =
          action === "keep"
            ? { leechKeptAtLapses: row.lapses }
            : action === "ignore"
              ? { isIgnored: true }
              : { ...NEW_PROGRESS, ...(notes !== undefined ? { userNotes: notes } : {}) };
        await tx
          .update(userWordProgress)
          .set({ ...changes, updatedAt: now })
          .where(mine);
        if (action === "relearn") {
          const { subDeckId, ...before } = row;
          await tx.insert(reviewLogs).values({
            ...resetLog({ userId, wordId: itemId, subDeckId, mode: studyAlgorithm, before, now }),
            ...itemKeyOf(itemId),
          });
        }
        return true;
      });
    },
  };
}

export type LeechRepository = ReturnType<typeof createLeechRepository>;
