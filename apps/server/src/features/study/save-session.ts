import crypto from "node:crypto";
import {
  confidenceIndex,
  dayInTimeZone,
  keptResponseTime,
  MANUAL_PREDICTED_RETENTION,
  messages,
  ratingFromConfidence,
  shouldSaveWord,
  updateStreak,
  wordsLearnedInSession,
  wordsReviewedInSession,
} from "@app/domain";
import { type ProgressCard, type Rating, scheduleReview } from "@app/domain/study/scheduling";
import type { SessionSave } from "@app/domain/study/validation";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs, studySessions, userActivity, userInfo, userWordProgress } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { StoredFsrsSettings } from "../fsrs-settings/repository";
import { createStudyRepository, type ProgressRow } from "./repository";

export interface SaveResult {
  success: true;
  message?: string;
  sessionId: string;
  wordsLearned: number;
  wordsReviewed: number;
  savedWords: number;
  progress: {
    wordId: number;
    state: number;
    learningSteps: number;
    nextReview: string;
    correctCount: number;
    reviewedCount: number;
  }[];
}

/** Stable JSON (sorted keys) so the same session always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

const RECENT_RESPONSE_TIMES = 20;

/** On conflict, every saved field takes the new row's value. */
const progressUpdateFromExcluded = Object.fromEntries(
  (
    [
      ["correctCount", "correct_count"],
      ["reviewedCount", "reviewed_count"],
      ["difficultyScore", "difficulty_score"],
      ["gotWrong", "got_wrong"],
      ["stability", "stability"],
      ["difficulty", "difficulty"],
      ["elapsedDays", "elapsed_days"],
      ["scheduledDays", "scheduled_days"],
      ["learningSteps", "learning_steps"],
      ["reps", "reps"],
      ["lapses", "lapses"],
      ["state", "state"],
      ["lastReview", "last_review"],
      ["nextReview", "next_review"],
      ["confidenceIndex", "confidence_index"],
      ["maxStreak", "max_streak"],
      ["responseTimes", "response_times"],
      ["updatedAt", "updated_at"],
    ] as const
  ).map(([key, column]) => [key, sql.raw(`excluded.${column}`)]),
);

function cardOf(row: ProgressRow | undefined): ProgressCard | null {
  if (!row) return null;
  return {
    state: row.state,
    learningSteps: row.learningSteps,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview,
    nextReview: row.nextReview,
  };
}

/**
 * Saves a finished study session in one transaction, exactly once per session id: progress rows
 * with every scheduler field, one review-log row per reviewed word, today's activity row (the
 * user's day), total study time and the streak. Sending the same session again returns the first
 * answer; the same id with different content is refused.
 */
export async function saveStudySession(
  db: Db,
  input: { userId: string; session: SessionSave; settings: StoredFsrsSettings; now: Date; timeZone: string },
): Promise<SaveResult> {
  const { userId, session, now, timeZone } = input;
  // Rated as studied: a session saved after a change of algorithm keeps the one it was studied with.
  const settings = { ...input.settings, studyAlgorithm: session.studyAlgorithm ?? input.settings.studyAlgorithm };
  const reviewed = session.words.filter((w) => w.reviewedCount > 0 || w.alreadyKnow);
  if (reviewed.length === 0) {
    return {
      success: true,
      message: "No activity to save",
      sessionId: session.sessionId,
      wordsLearned: 0,
      wordsReviewed: 0,
      savedWords: 0,
      progress: [],
    };
  }
  const payloadHash = crypto.createHash("sha256").update(canonical(session)).digest("hex");

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await tx
      .insert(studySessions)
      .values({
        id: session.sessionId,
        userId,
        subDeckId: session.subDeckId,
        sessionType: session.sessionType,
        payloadHash,
        durationSeconds: session.durationSeconds,
        startedAt: new Date(session.startedAt),
      })
      .onConflictDoNothing({ target: studySessions.id })
      .returning({ id: studySessions.id });
    if (inserted.length === 0) {
      const [existing] = await tx.select().from(studySessions).where(eq(studySessions.id, session.sessionId));
      if (!existing || existing.userId !== userId || existing.payloadHash !== payloadHash || !existing.result) {
        throw new AppError("CONFLICT", "This session was already saved with different answers.");
      }
      return existing.result as unknown as SaveResult;
    }

    const repo = createStudyRepository(tx);
    const wordIds = reviewed.map((w) => w.wordId);
    const inDeck = new Set((await repo.wordsOfDeck(session.subDeckId, wordIds)).map((w) => w.id));
    const foreign = wordIds.filter((id) => !inDeck.has(id));
    if (foreign.length > 0) {
      throw new AppError("VALIDATION_ERROR", messages.generic.invalidRequest, {
        words: `Words ${foreign.join(", ")} are not in this deck`,
      });
    }
    const progressByWord = new Map((await repo.progressFor(userId, wordIds)).map((p) => [p.wordId, p]));
    const history = await repo.historyFor(userId, wordIds);

    const saved: SaveResult["progress"] = [];
    const progressRows: (typeof userWordProgress.$inferInsert)[] = [];
    const logRows: (typeof reviewLogs.$inferInsert)[] = [];
    for (const word of reviewed) {
      const previous = progressByWord.get(word.wordId);
      if (!shouldSaveWord(session.sessionType, previous?.correctCount ?? 0, word)) continue;
      const times = word.responseTimes.map(keptResponseTime);
      const past = history.get(word.wordId) ?? { count: 0, recent: [] };
      const confidence = confidenceIndex({
        correctCount: word.alreadyKnow ? 5 : word.correctCount,
        reviewedCount: word.alreadyKnow ? 5 : word.reviewedCount,
        responseTimes: times,
        lastReview: previous?.lastReview ?? null,
        stability: previous?.stability ?? 0,
        recentRetention: past.recent,
        now,
      });
      let rating: Rating;
      if (word.alreadyKnow) rating = 4;
      else if (settings.studyAlgorithm === "MANUAL") {
        const last = word.ratings.at(-1);
        if (last === undefined) {
          throw new AppError("VALIDATION_ERROR", "Manual mode requires a difficulty rating", {
            words: `Word ${word.wordId} has no rating`,
          });
        }
        rating = last as Rating;
      } else rating = ratingFromConfidence(confidence);

      const scheduled = scheduleReview({
        card: cardOf(previous),
        rating,
        now,
        settings: { ...settings, weights: settings.weights },
        historyCount: past.count,
        alreadyKnown: word.alreadyKnow && !previous,
      });
      const card = scheduled.card;
      const correctCount = word.alreadyKnow
        ? Math.max(5, (previous?.correctCount ?? 0) + word.correctCount)
        : (previous?.correctCount ?? 0) + word.correctCount;
      const reviewedCount = word.alreadyKnow
        ? Math.max(5, (previous?.reviewedCount ?? 0) + word.reviewedCount)
        : (previous?.reviewedCount ?? 0) + word.reviewedCount;
      const responseTimes = [...(previous?.responseTimes ?? []), ...times].slice(-RECENT_RESPONSE_TIMES);
      const streakInSession = word.gotWrong ? 0 : word.correctCount;
      const fields = {
        correctCount,
        reviewedCount,
        difficultyScore: word.alreadyKnow ? 4 : word.difficultyScore,
        gotWrong: word.gotWrong,
        stability: card.stability,
        difficulty: card.difficulty,
        elapsedDays: card.elapsedDays,
        scheduledDays: card.scheduledDays,
        learningSteps: card.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        state: card.state,
        lastReview: card.lastReview,
        nextReview: card.nextReview,
        confidenceIndex: confidence,
        maxStreak: Math.max(previous?.maxStreak ?? 0, streakInSession),
        responseTimes,
        updatedAt: now,
      };
      progressRows.push({ userId, wordId: word.wordId, subDeckId: session.subDeckId, ...fields });
      logRows.push({
        userId,
        wordId: word.wordId,
        subDeckId: session.subDeckId,
        sessionId: session.sessionId,
        reviewedAt: scheduled.log.review,
        rating,
        mode: settings.studyAlgorithm,
        state: scheduled.log.state,
        due: scheduled.log.due,
        stability: scheduled.log.stability,
        difficulty: scheduled.log.difficulty,
        elapsedDays: scheduled.log.elapsedDays,
        lastElapsedDays: scheduled.log.lastElapsedDays,
        scheduledDays: scheduled.log.scheduledDays,
        learningSteps: scheduled.log.learningSteps,
        responseTimes: times,
        confidenceIndex: confidence,
        predictedRetention: settings.studyAlgorithm === "MANUAL" ? MANUAL_PREDICTED_RETENTION : confidence / 100,
        actualRetention: word.alreadyKnow || word.correctCount > 0 ? 1 : 0,
      });
      saved.push({
        wordId: word.wordId,
        state: card.state,
        learningSteps: card.learningSteps,
        nextReview: card.nextReview!.toISOString(),
        correctCount,
        reviewedCount,
      });
    }

    // Two statements for all words: one upsert of the progress rows, one insert of the review logs.
    if (progressRows.length > 0) {
      await tx
        .insert(userWordProgress)
        .values(progressRows)
        .onConflictDoUpdate({
          target: [userWordProgress.userId, userWordProgress.wordId],
          set: progressUpdateFromExcluded,
        });
      await tx.insert(reviewLogs).values(logRows);
    }

    const wordsLearned = wordsLearnedInSession(session.sessionType, reviewed);
    const wordsReviewed = wordsReviewedInSession(session.sessionType, reviewed);
    const day = dayInTimeZone(now, timeZone);
    await recordActivity(tx, userId, day, {
      learned: wordsLearned,
      reviewed: wordsReviewed,
      seconds: session.durationSeconds,
    });
    await recordStudyTimeAndStreak(tx, userId, day, session.durationSeconds, now);

    const result: SaveResult = {
      success: true,
      sessionId: session.sessionId,
      wordsLearned,
      wordsReviewed,
      savedWords: saved.length,
      progress: saved,
    };
    await tx
      .update(studySessions)
      .set({ wordsLearned, wordsReviewed, result: result as unknown as Record<string, unknown> })
      .where(eq(studySessions.id, session.sessionId));
    return result;
  });
}

/** Adds to today's activity row; a new row carries over the last goal level (one statement). */
async function recordActivity(
  tx: Db,
  userId: string,
  day: string,
  add: { learned: number; reviewed: number; seconds: number },
) {
  const lastLevel = sql<number>`coalesce((
    SELECT ${userActivity.dailyGoalLevel} FROM ${userActivity}
    WHERE ${userActivity.userId} = ${userId} AND ${userActivity.day} < ${day}
    ORDER BY ${userActivity.day} DESC LIMIT 1), 0)`;
  await tx
    .insert(userActivity)
    .values({
      userId,
      day,
      dailyGoalLevel: lastLevel,
      dailyLearned: add.learned,
      dailyReviewed: add.reviewed,
      dailyStudyTime: add.seconds,
    })
    .onConflictDoUpdate({
      target: [userActivity.userId, userActivity.day],
      set: {
        dailyLearned: sql`${userActivity.dailyLearned} + ${add.learned}`,
        dailyReviewed: sql`${userActivity.dailyReviewed} + ${add.reviewed}`,
        dailyStudyTime: sql`${userActivity.dailyStudyTime} + ${add.seconds}`,
        updatedAt: new Date(),
      },
    });
}

async function recordStudyTimeAndStreak(tx: Db, userId: string, day: string, seconds: number, now: Date) {
  // Lock the row: two sessions saved at once must not both read the old streak.
  const [info] = await tx.select().from(userInfo).where(eq(userInfo.userId, userId)).for("update");
  if (!info) return;
  const streak = updateStreak(
    { current: info.currentStreak, top: info.topStreak, lastDay: info.lastStreakUpdate },
    day,
  );
  await tx
    .update(userInfo)
    .set({
      totalStudyTime: info.totalStudyTime + seconds,
      currentStreak: streak.current,
      topStreak: streak.top,
      lastStreakUpdate: streak.lastDay,
      updatedAt: now,
    })
    .where(eq(userInfo.userId, userId));
}
