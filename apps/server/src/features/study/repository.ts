import { and, asc, desc, eq, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs, userWordProgress, words } from "../../db/schema";

export type StudyWordRow = {
  id: number;
  order: number;
  originalWord: string;
  translation: string;
  pinyin: string | null;
};

const wordColumns = {
  id: words.id,
  order: words.order,
  originalWord: words.originalWord,
  translation: words.translation,
  pinyin: words.pinyin,
};

const progressColumns = {
  wordId: userWordProgress.wordId,
  state: userWordProgress.state,
  learningSteps: userWordProgress.learningSteps,
  stability: userWordProgress.stability,
  difficulty: userWordProgress.difficulty,
  elapsedDays: userWordProgress.elapsedDays,
  scheduledDays: userWordProgress.scheduledDays,
  reps: userWordProgress.reps,
  lapses: userWordProgress.lapses,
  lastReview: userWordProgress.lastReview,
  nextReview: userWordProgress.nextReview,
  correctCount: userWordProgress.correctCount,
  reviewedCount: userWordProgress.reviewedCount,
  isIgnored: userWordProgress.isIgnored,
  userNotes: userWordProgress.userNotes,
  maxStreak: userWordProgress.maxStreak,
  responseTimes: userWordProgress.responseTimes,
};

export type ProgressRow = {
  [K in keyof typeof progressColumns]: (typeof userWordProgress.$inferSelect)[K extends "wordId" ? "wordId" : K];
};

/** What a study session needs, every query scoped to the user. */
export function createStudyRepository(db: Db) {
  return {
    /** Up to `limit` words of the deck the user has never studied, in deck order. */
    async unlearnedWords(userId: string, subDeckId: string, limit: number): Promise<StudyWordRow[]> {
      return db
        .select(wordColumns)
        .from(words)
        .where(
          and(
            eq(words.subDeckId, subDeckId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(userWordProgress)
                .where(and(eq(userWordProgress.userId, userId), eq(userWordProgress.wordId, words.id))),
            ),
          ),
        )
        .orderBy(asc(words.order))
        .limit(limit);
    },

    /** The user's words of a deck with their progress, filtered by kind. */
    async wordsWithProgress(
      userId: string,
      subDeckId: string,
      filter: "review-candidates" | "due" | "started",
      now: Date,
    ) {
      const conditions = [eq(userWordProgress.userId, userId), eq(userWordProgress.subDeckId, subDeckId)];
      if (filter === "review-candidates")
        conditions.push(eq(userWordProgress.state, 2), eq(userWordProgress.isIgnored, false));
      if (filter === "due")
        conditions.push(lte(userWordProgress.nextReview, now), eq(userWordProgress.isIgnored, false));
      return db
        .select({ word: wordColumns, progress: progressColumns })
        .from(userWordProgress)
        .innerJoin(words, eq(words.id, userWordProgress.wordId))
        .where(and(...conditions))
        .orderBy(desc(userWordProgress.difficulty), asc(words.order));
    },

    /** A random sample of the deck's words, for multiple-choice distractors. */
    async sampleWords(subDeckId: string, limit: number): Promise<StudyWordRow[]> {
      return db
        .select(wordColumns)
        .from(words)
        .where(eq(words.subDeckId, subDeckId))
        .orderBy(sql`random()`)
        .limit(limit);
    },

    async wordsOfDeck(subDeckId: string, wordIds: number[]): Promise<{ id: number }[]> {
      if (wordIds.length === 0) return [];
      return db
        .select({ id: words.id })
        .from(words)
        .where(and(eq(words.subDeckId, subDeckId), inArray(words.id, wordIds)));
    },

    async progressFor(userId: string, wordIds: number[]): Promise<ProgressRow[]> {
      if (wordIds.length === 0) return [];
      return db
        .select(progressColumns)
        .from(userWordProgress)
        .where(and(eq(userWordProgress.userId, userId), inArray(userWordProgress.wordId, wordIds))) as Promise<
        ProgressRow[]
      >;
    },

    /** Per word: how many reviews it has, and whether each of its last 5 was remembered (oldest first). */
    async historyFor(userId: string, wordIds: number[]): Promise<Map<number, { count: number; recent: number[] }>> {
      const out = new Map<number, { count: number; recent: number[] }>();
      if (wordIds.length === 0) return out;
      const result = await db.execute(sql`
        SELECT word_id, count(*)::int AS n,
               (array_agg(actual_retention ORDER BY reviewed_at DESC))[1:5] AS recent
        FROM ${reviewLogs}
        WHERE user_id = ${userId} AND word_id = ANY(ARRAY[${sql.join(
          wordIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[])
        GROUP BY word_id`);
      // Both drivers answer raw SQL with { rows }.
      const rows = (result as unknown as { rows: { word_id: number; n: number; recent: number[] | null }[] }).rows;
      for (const row of rows) {
        out.set(Number(row.word_id), { count: Number(row.n), recent: [...(row.recent ?? [])].map(Number).reverse() });
      }
      return out;
    },
  };
}

export type StudyRepository = ReturnType<typeof createStudyRepository>;
