import crypto from "node:crypto";
import {
  becameLearned,
  type DailyGoalLevel,
  dailyGoalMet,
  freezesAfterSave,
  lastDayOnVacation,
  learnerDay,
  messages,
  updateStreakWithFreezes,
  wordsLearnedInSession,
  wordsReviewedInSession,
} from "@app/domain";
import { gradeSession } from "@app/domain/study/grade-session";
import type { SessionSave, SessionSaveResult } from "@app/domain/study/validation";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { jsonRowsInsert } from "../../db/json-rows-insert";
import {
  fsrsSettings,
  reviewLogs,
  studySessions,
  subDecks,
  userDecks,
  userInfo,
  userWordProgress,
} from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { chooseTimeZone } from "../daily-goals/time-zone";
import { createFsrsSettingsRepository, settingsFromRow } from "../fsrs-settings/repository";
import { deckVisibleTo } from "../own-decks/access";
import { recordActivity } from "./record-activity";
import { createStudyRepository } from "./repository";
import { readLateWords, replayLateWords, writeReplayedLogs } from "./study-order";

export type SaveResult = SessionSaveResult;

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

/** The progress fields a save writes; on conflict, every one takes the new row's value. */
const PROGRESS_FIELDS = [
  "correctCount",
  "reviewedCount",
  "difficultyScore",
  "gotWrong",
  "stability",
  "difficulty",
  "elapsedDays",
  "scheduledDays",
  "learningSteps",
  "reps",
  "lapses",
  "state",
  "lastReview",
  "nextReview",
  "confidenceIndex",
  "maxStreak",
  "responseTimes",
  "historyCount",
  "recentRetention",
  "acceptedAnswers",
  "updatedAt",
] as const satisfies readonly (keyof typeof userWordProgress.$inferInsert)[];

/** One statement for all the session's progress rows: insert, or update every saved field. */
const upsertProgress = jsonRowsInsert(
  userWordProgress,
  ["userId", "wordId", "subDeckId", ...PROGRESS_FIELDS],
  ` ON CONFLICT ("user_id", "word_id") DO UPDATE SET ${PROGRESS_FIELDS.map((key) => {
    const name = getTableColumns(userWordProgress)[key].name;
    return `"${name}" = excluded."${name}"`;
  }).join(", ")}`,
);

/** The review-log fields a save writes (every field of a graded log row). */
const LOG_FIELDS = [
  "userId",
  "subDeckId",
  "sessionId",
  "wordId",
  "reviewedAt",
  "kind",
  "rating",
  "mode",
  "stateBefore",
  "state",
  "due",
  "stability",
  "difficulty",
  "elapsedDays",
  "lastElapsedDays",
  "scheduledDays",
  "learningSteps",
  "responseTimes",
  "attempts",
  "firstAnswerCorrect",
  "durationMs",
  "confidenceIndex",
  "predictedRetention",
  "actualRetention",
] as const satisfies readonly (keyof typeof reviewLogs.$inferInsert)[];

/** One statement for all the session's review-log rows. */
const insertLogs = jsonRowsInsert(reviewLogs, LOG_FIELDS);

/**
 * Saves a finished study session in one transaction, exactly once per session id: progress rows
 * with every scheduler field, one review-log row per reviewed word, today's activity row (the
 * user's day), total study time and the streak. Sending the same session again returns the first
 * answer; the same id with different content is refused.
 *
 * Round trips are kept few (a save is the app's hottest write): one locking read of the user's
 * row with their settings, one read of the words' state, then the writes.
 */
export async function saveStudySession(
  db: Db,
  input: { userId: string; session: SessionSave; now: Date; sentTimeZone?: string },
): Promise<SaveResult> {
  const { userId, session, now } = input;
  const reviewed = session.words.filter((w) => w.reviewedCount > 0 || w.alreadyKnow);
  const payloadHash = crypto.createHash("sha256").update(canonical(session)).digest("hex");

  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Locking the user's row first serialises this user's saves: a retry sent while the first
    // attempt is still running waits for it, then finds the session already saved.
    const account = await lockAccount(tx, userId, session.subDeckId);
    // Only a deck in the learner's collection: nothing is stored (or counted in stats) for a deck
    // the learner never added or has removed.
    if (!account.deckInCollection) throw new AppError("NOT_FOUND", messages.decks.deckNotFound);
    if (reviewed.length === 0) {
      return {
        success: true,
        message: "No activity to save",
        sessionId: session.sessionId,
        wordsLearned: 0,
        wordsReviewed: 0,
        savedWords: 0,
        progress: [],
      } satisfies SaveResult;
    }
    // Rated as studied: a session saved after a change of algorithm keeps the one it was studied with.
    const settings = { ...account.settings, studyAlgorithm: session.studyAlgorithm ?? account.settings.studyAlgorithm };
    const timeZone = chooseTimeZone(input.sentTimeZone, account.info?.timeZone ?? "UTC");

    const wordIds = reviewed.map((w) => w.wordId);
    const states = new Map(
      (await createStudyRepository(tx).savedStateOf(userId, session.subDeckId, wordIds)).map((w) => [w.wordId, w]),
    );
    const foreign = wordIds.filter((id) => !states.has(id));
    if (foreign.length > 0) {
      throw new AppError("VALIDATION_ERROR", messages.generic.invalidRequest, {
        words: `Words ${foreign.join(", ")} are not in this deck`,
      });
    }

    // Words another device reviewed after this session's answers (it synced first) are graded from the
    // state they had then, and their later reviews applied again after (study-time order).
    const late = await readLateWords(tx, userId, session, now, states);
    const before = new Map([...states].map(([id, state]) => [id, late.get(id)?.before ?? state]));

    // The rules live in the domain (gradeSession); this function only reads and writes.
    const day = { timeZone: timeZone.zone, dayStartHour: settings.dayStartHour };
    const grading = gradeSession({ session, settings, at: now, day, before });
    if (!grading.ok) {
      throw new AppError("VALIDATION_ERROR", "Manual mode requires a difficulty rating", {
        words: `Word ${grading.wordId} has no rating`,
      });
    }
    const replay = replayLateWords(grading.words, late, states, settings, day);
    const gradedWords = replay.words;
    const progressRows = gradedWords.map((w): typeof userWordProgress.$inferInsert => ({
      userId,
      wordId: w.wordId,
      subDeckId: session.subDeckId,
      ...w.progress,
      historyCount: w.history.count,
      recentRetention: w.history.recent,
      updatedAt: now,
    }));
    const logRows = gradedWords.map((w): typeof reviewLogs.$inferInsert => ({
      userId,
      subDeckId: session.subDeckId,
      sessionId: session.sessionId,
      ...w.log,
    }));
    const saved: SaveResult["progress"] = gradedWords.map(({ wordId, progress }) => ({
      wordId,
      state: progress.state,
      learningSteps: progress.learningSteps,
      nextReview: progress.nextReview!.toISOString(),
      correctCount: progress.correctCount,
      reviewedCount: progress.reviewedCount,
    }));

    const wordsLearned = wordsLearnedInSession(session.sessionType, reviewed);
    const wordsReviewed = wordsReviewedInSession(session.sessionType, reviewed);
    const result: SaveResult = {
      success: true,
      sessionId: session.sessionId,
      wordsLearned,
      wordsReviewed,
      savedWords: saved.length,
      progress: saved,
    };

    // Claim the session id before writing anything: a second save of the same session stops here.
    const claimed = await tx
      .insert(studySessions)
      .values({
        id: session.sessionId,
        userId,
        subDeckId: session.subDeckId,
        sessionType: session.sessionType,
        payloadHash,
        durationSeconds: session.durationSeconds,
        startedAt: new Date(session.startedAt),
        wordsLearned,
        wordsReviewed,
        result: result as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing({ target: studySessions.id })
      .returning({ id: studySessions.id });
    if (claimed.length === 0) {
      const [existing] = await tx.select().from(studySessions).where(eq(studySessions.id, session.sessionId));
      if (!existing || existing.userId !== userId || existing.payloadHash !== payloadHash || !existing.result) {
        throw new AppError("CONFLICT", "This session was already saved with different answers.");
      }
      return existing.result as unknown as SaveResult;
    }

    // Two statements for all words: one upsert of the progress rows, one insert of the review logs.
    if (progressRows.length > 0) {
      await tx.execute(upsertProgress(progressRows));
      await tx.execute(insertLogs(logRows));
      await writeReplayedLogs(tx, replay.logs);
    }

    const today = learnerDay(now, day);
    // The day's "learned" is words that became learned in this session (left their building steps, or
    // were marked "Already know"): the definition of learned every screen uses (domain word-counts), so
    // Daily Goals, the week and the activity add up to Learned Words. The session's own wordsLearned
    // (the spec's count of words answered 5 times) stays on the session and its overview.
    const becameLearnedNow = gradedWords.filter((w) => becameLearned(w.log.stateBefore, w.log.state)).length;
    const added = { learned: becameLearnedNow, reviewed: wordsReviewed, seconds: session.durationSeconds };
    const dayAfter = await recordActivity(tx, userId, today, added);
    if (account.info) {
      // Missed days since the last study day are covered by the freezes held, if enough; meeting the
      // daily goal (for the first time that day) earns one.
      // On vacation, the days away are not missed (vacation mode pauses the streak).
      const lastDay = lastDayOnVacation(account.info.lastStreakUpdate, account.info.vacationSince, today);
      const frozen = updateStreakWithFreezes(
        { current: account.info.currentStreak, top: account.info.topStreak, lastDay },
        today,
        { freezes: account.info.streakFreezes, frozenDays: account.info.frozenDays },
      );
      const streak = frozen.streak;
      const level = dayAfter.level as DailyGoalLevel;
      const goalNewlyMet =
        dailyGoalMet(level, dayAfter.learned, dayAfter.reviewed) &&
        !dailyGoalMet(level, dayAfter.learned - added.learned, dayAfter.reviewed - added.reviewed);
      await tx
        .update(userInfo)
        .set({
          totalStudyTime: account.info.totalStudyTime + session.durationSeconds,
          currentStreak: streak.current,
          topStreak: streak.top,
          lastStreakUpdate: streak.lastDay,
          streakFreezes: freezesAfterSave(frozen.freezes, goalNewlyMet),
          frozenDays: frozen.frozenDays,
          ...(timeZone.changed ? { timeZone: timeZone.zone } : {}),
          updatedAt: now,
        })
        .where(eq(userInfo.userId, userId));
    }
    return result;
  });
}

/**
 * The user's row, locked for this transaction, with their scheduling settings and whether the
 * deck is in their collection, in one query. A user without a user_info row (not expected: it is made at
 * sign-up) still gets their settings, and no streak is kept.
 */
async function lockAccount(tx: Db, userId: string, subDeckId: string) {
  // In the collection and still visible to the learner (an own deck its owner made private is not studied).
  const deckInCollection = sql<boolean>`EXISTS (SELECT 1 FROM ${userDecks} JOIN ${subDecks} ON ${subDecks.id} = ${userDecks.subDeckId}
    WHERE ${userDecks.userId} = ${userId} AND ${userDecks.subDeckId} = ${subDeckId} AND ${deckVisibleTo(userId)})`;
  const [row] = await tx
    .select({ info: userInfo, settings: fsrsSettings, deckInCollection })
    .from(userInfo)
    .leftJoin(fsrsSettings, eq(fsrsSettings.userId, userInfo.userId))
    .where(eq(userInfo.userId, userId))
    .for("update", { of: userInfo });
  if (row) {
    return {
      info: row.info,
      settings: row.settings ? settingsFromRow(row.settings) : await createFsrsSettingsRepository(tx).get(userId),
      deckInCollection: Boolean(row.deckInCollection),
    };
  }
  const [entry] = await tx
    .select({ id: userDecks.subDeckId })
    .from(userDecks)
    .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
    .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId), deckVisibleTo(userId)));
  return {
    info: null,
    settings: await createFsrsSettingsRepository(tx).get(userId),
    deckInCollection: Boolean(entry),
  };
}
