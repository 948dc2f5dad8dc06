import { DEFAULT_LEECH_THRESHOLD } from "@app/domain";
import { and, desc, eq, inArray, lte, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { fsrsSettings, studyItems, userWordProgress } from "../../db/schema";
import { itemOfRowSql, itemOrder, progressOfItemSql, shownItemColumns, studiedBySql } from "../../db/selections";

export type StudyWordRow = {
  id: number;
  order: number;
  originalWord: string;
  translation: string;
  pinyin: string | null;
  /** The word came with a recording (an imported Anki note): played from /api/words/{id}/audio. */
  hasAudio: boolean;
  /** A mined word's source sentence and its meaning (own decks fed by a mining tool); null otherwise. */
  sentence: string | null;
  sentenceMeaning: string | null;
  /** Came in through a connected mining tool: Learn New plays its recording as it presents it. */
  mined: boolean;
  /** What is studied: a word, its reversed direction ('production') or a cloze (its sentence has the gap). */
  kind: "word" | "production" | "cloze";
  clozeHint: string | null;
  /** The note's first item; null for that item itself (siblings are spaced in a session). */
  noteWordId: number | null;
  /** A word whose reversed direction is an item of its own: its tests stay term → meaning. */
  hasProduction: boolean;
};

/**
 * An item as a session reads it (`studyItems`), for `userId`: whether its word has a production item they study
 * (its Anki reversed card, or its production with Production practice on).
 */
const wordColumns = (userId: string) => ({
  ...shownItemColumns,
  sentence: studyItems.sentence,
  sentenceMeaning: studyItems.sentenceMeaning,
  mined: sql<boolean>`${studyItems.minedAt} IS NOT NULL`,
  clozeHint: studyItems.clozeHint,
  // Spelled out: inside the sub-select a bare column name would be the sibling's own.
  hasProduction: sql<boolean>`("study_items"."kind" = 'word' AND EXISTS (
    SELECT 1 FROM study_items AS p WHERE p.note_word_id = "study_items"."word_id" AND p.kind = 'production'
      AND ${studiedBySql("p", userId)}))`,
});

/** The scheduler's card fields of a progress row (what `scheduleReview` reads). */
export const schedulerCardColumns = {
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
};

/** A progress row's fields as the study screens and the save read them. */
export const progressColumns = {
  /** The item's id (`@app/domain/study/items`), which the save and the screens know it by. */
  wordId: userWordProgress.itemId,
  ...schedulerCardColumns,
  correctCount: userWordProgress.correctCount,
  reviewedCount: userWordProgress.reviewedCount,
  isIgnored: userWordProgress.isIgnored,
  userNotes: userWordProgress.userNotes,
  maxStreak: userWordProgress.maxStreak,
  responseTimes: userWordProgress.responseTimes,
  acceptedAnswers: userWordProgress.acceptedAnswers,
};

export type ProgressRow = {
  [K in keyof typeof progressColumns]: (typeof userWordProgress.$inferSelect)[K extends "wordId" ? "itemId" : K];
};

/** Whether a progress row of this user is a leech, by their threshold (see @app/domain/study/leeches). */
const isLeechSql = (userId: string) =>
  sql<boolean>`(${userWordProgress.lapses} - ${userWordProgress.leechKeptAtLapses}) >= coalesce(
    (SELECT ${fsrsSettings.leechThreshold} FROM ${fsrsSettings} WHERE ${fsrsSettings.userId} = ${userId}), ${DEFAULT_LEECH_THRESHOLD})`;

/** What a study session needs, every query scoped to the user. */
export function createStudyRepository(db: Db) {
  /**
   * A word of the deck that this user has never studied (what Learn New takes): no progress row, or
   * one back at new (a leech the learner chose to learn again) and not ignored.
   */
  const neverStudiedIn = (subDeckId: string, userId: string) =>
    and(
      eq(studyItems.subDeckId, subDeckId),
      studiedBySql('"study_items"', userId),
      notExists(
        db
          .select({ one: sql`1` })
          .from(userWordProgress)
          .where(
            and(
              eq(userWordProgress.userId, userId),
              progressOfItemSql('"user_word_progress"', '"study_items"'),
              or(ne(userWordProgress.state, 0), eq(userWordProgress.isIgnored, true)),
            ),
          ),
      ),
    );
  return {
    /** Up to `limit` words of the deck the user has never studied, in deck order. */
    async unlearnedWords(userId: string, subDeckId: string, limit: number): Promise<StudyWordRow[]> {
      return db
        .select(wordColumns(userId))
        .from(studyItems)
        .where(neverStudiedIn(subDeckId, userId))
        .orderBy(...itemOrder)
        .limit(limit);
    },

    /** How many words of the deck the user has never studied (Learn New's overview offers more only when some are left). */
    async countUnlearned(userId: string, subDeckId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(studyItems)
        .where(neverStudiedIn(subDeckId, userId));
      return row?.n ?? 0;
    },

    /** The user's words of a deck with their progress, filtered by kind. */
    async wordsWithProgress(
      userId: string,
      subDeckId: string,
      filter: "review-candidates" | "due" | "started",
      now: Date,
    ) {
      const conditions = [
        eq(userWordProgress.userId, userId),
        eq(userWordProgress.subDeckId, subDeckId),
        studiedBySql('"user_word_progress"', userId),
      ];
      // Learned words (domain word-counts): past Learn New — in their building steps (1), in review (2)
      // or relearning after a lapse (3); a word's building steps are its first reviews.
      if (filter === "review-candidates")
        conditions.push(inArray(userWordProgress.state, [1, 2, 3]), eq(userWordProgress.isIgnored, false));
      if (filter === "due")
        conditions.push(lte(userWordProgress.nextReview, now), eq(userWordProgress.isIgnored, false));
      // Hard Words: words studied (a word back at new is not), leeches first, then the hardest.
      if (filter === "started") conditions.push(ne(userWordProgress.state, 0));
      const leechesFirst = filter === "started" ? [desc(isLeechSql(userId))] : [];
      return db
        .select({ word: wordColumns(userId), progress: progressColumns })
        .from(userWordProgress)
        .innerJoin(studyItems, itemOfRowSql('"study_items"', '"user_word_progress"'))
        .where(and(...conditions))
        .orderBy(...leechesFirst, desc(userWordProgress.difficulty), ...itemOrder);
    },

    /** A random sample of the deck's words, for multiple-choice distractors (a production item repeats its word). */
    async sampleWords(userId: string, subDeckId: string, limit: number): Promise<StudyWordRow[]> {
      return db
        .select(wordColumns(userId))
        .from(studyItems)
        .where(and(eq(studyItems.subDeckId, subDeckId), eq(studyItems.direction, "recognition")))
        .orderBy(sql`random()`)
        .limit(limit);
    },
  };
}

export type StudyRepository = ReturnType<typeof createStudyRepository>;
