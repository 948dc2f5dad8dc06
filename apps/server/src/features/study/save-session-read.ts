import { type DayModel, type FsrsSettings, learnerDay, startOfLearnerDay } from "@app/domain";
import { planRetentionOn } from "@app/domain/planning/exam-plan";
import { effectiveRetention } from "@app/domain/study/effective-retention";
import type { WordBefore } from "@app/domain/study/grade-session";
import { wordIdsOfItems } from "@app/domain/study/items";
import { type LoggedReview, lateAnswerTimes } from "@app/domain/study/late-words";
import { dueHistogramOf, dueHistogramRange, schedulesThroughFsrs } from "@app/domain/study/review-spread";
import { answeredWords, type SessionSaveReads } from "@app/domain/study/save-plan";
import { dayActivityBefore } from "@app/domain/study/study-day";
import type { SessionSave } from "@app/domain/study/validation";
import { and, asc, count, eq, gt, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  examPlans,
  fsrsSettings,
  reviewLogs,
  studyItems,
  subDecks,
  userDecks,
  userInfo,
  userWordProgress,
} from "../../db/schema";
import { progressOfItemSql } from "../../db/selections";
import { chooseTimeZone } from "../daily-goals";
import { createExamPlansRepository, storedPlan } from "../exam-plans";
import { createFsrsSettingsRepository, settingsFromRow } from "../fsrs-settings";
import { deckVisibleTo } from "../own-decks";
import { latestActivity } from "./day-activity";
import { type ProgressRow, progressColumns } from "./repository";

export interface SessionSaveRequest {
  userId: string;
  session: SessionSave;
  /** When the session was studied (its end, bounded by the server). */
  now: Date;
  /** The zone the browser sent with the request, not yet validated. */
  sentTimeZone?: string | undefined;
}

/**
 * Reads what the plan of a session save needs, inside the save's transaction, in few round trips: the
 * user's row locked with their settings, the deck check and its desired retention (first: it serialises one user's saves),
 * the session's words with their saved state and history, and today's activity row, in one query, then
 * the reviews of words another device reviewed later (no query in the usual case).
 */
export async function readSessionSave(tx: Db, request: SessionSaveRequest): Promise<SessionSaveReads> {
  const { userId, session, now } = request;
  const account = await lockAccount(tx, userId, session.subDeckId);
  const timeZone = chooseTimeZone(request.sentTimeZone, account.info?.timeZone ?? "UTC");
  const model = { timeZone: timeZone.zone, dayStartHour: account.settings.dayStartHour };
  const today = learnerDay(now, model);
  // An exam plan raises the deck's desired retention in its last weeks (back to normal after the exam).
  const { examPlan } = account;
  if (examPlan) {
    // Its raise is over the deck's own retention (or the learner's), and takes its place.
    const normal = effectiveRetention(account.settings.requestRetention, account.deckRetention);
    account.deckRetention = planRetentionOn(storedPlan(examPlan), today, normal);
  }

  const { words, activity } = await readWordsAndDay(tx, userId, session, today);
  const laterReviews = await readReviews(tx, userId, [...lateAnswerTimes(session, now, words).keys()]);
  const throughFsrs = schedulesThroughFsrs(
    answeredWords(session).flatMap((w) => {
      const saved = words.get(w.wordId);
      return saved ? [{ alreadyKnow: w.alreadyKnow ?? false, before: saved.progress }] : [];
    }),
    account.settings,
  );
  const reviewsDue = throughFsrs
    ? await readReviewsDue(tx, userId, [...words.keys()], { now, settings: account.settings, model })
    : undefined;
  return {
    userId,
    session,
    now,
    day: { model, today, newTimeZone: timeZone.changed ? timeZone.zone : undefined },
    account,
    words,
    laterReviews,
    activity,
    ...(reviewsDue ? { reviewsDue } : {}),
  };
}

/**
 * The learner's reviews due per day from tomorrow to the longest interval, in one grouped query (due
 * instants of review words are the starts of days, so there are about as many groups as days), the
 * session's own words left out. None read when neither load balancing nor an easy day is on, or when
 * no word of the deck is saved (nor, see the caller, when FSRS schedules none of them).
 */
async function readReviewsDue(
  tx: Db,
  userId: string,
  wordIds: number[],
  at: { now: Date; settings: FsrsSettings; model: DayModel },
) {
  const { settings, model } = at;
  const easyDays = (settings.easyDays ?? []).some((load) => load !== "normal");
  if (wordIds.length === 0 || (settings.loadBalancing === false && !easyDays)) return undefined;
  const range = dueHistogramRange(at.now, settings, model);
  const rows = await tx
    .select({ due: userWordProgress.nextReview, count: count() })
    .from(userWordProgress)
    .where(
      and(
        eq(userWordProgress.userId, userId),
        gte(userWordProgress.nextReview, startOfLearnerDay(range.firstDay, model)),
        lt(userWordProgress.nextReview, startOfLearnerDay(range.lastDay, model)),
        eq(userWordProgress.isIgnored, false),
        notInArray(userWordProgress.itemId, wordIds),
      ),
    )
    .groupBy(userWordProgress.nextReview);
  return dueHistogramOf(
    rows.flatMap((r) => (r.due ? [{ due: r.due, count: Number(r.count) }] : [])),
    model,
  );
}

/**
 * For the session's answered words, in one query: which belong to the deck (the others are absent
 * from the answer), the user's progress on each, and their review history (how many reviews, and
 * whether each of the last 5 was remembered, oldest first); and today's activity row, joined to every
 * row (a round trip saved on the hottest write). With none of the words in the deck, the plan saves
 * nothing, so no activity is needed: it then counts as none.
 */
async function readWordsAndDay(tx: Db, userId: string, session: SessionSave, today: string) {
  const wordIds = answeredWords(session).map((w) => w.wordId);
  if (wordIds.length === 0) return { words: new Map<number, WordBefore>(), activity: dayActivityBefore(null, today) };
  const day = latestActivity(tx, userId, today).as("day_activity");
  const rows = await tx
    .select({
      wordId: studyItems.id,
      progress: progressColumns,
      historyCount: userWordProgress.historyCount,
      recent: userWordProgress.recentRetention,
      activity: { day: day.day, learned: day.learned, reviewed: day.reviewed, level: day.level },
    })
    .from(studyItems)
    .leftJoin(
      userWordProgress,
      and(eq(userWordProgress.userId, userId), progressOfItemSql('"user_word_progress"', '"study_items"')),
    )
    .leftJoin(day, sql`true`)
    // By word first: each branch of the view then finds its rows by key.
    .where(
      and(
        eq(studyItems.subDeckId, session.subDeckId),
        inArray(studyItems.wordId, wordIdsOfItems(wordIds)),
        inArray(studyItems.id, wordIds),
      ),
    );
  const saved = rows.map((row): [number, WordBefore] => [
    row.wordId,
    {
      progress: (row.progress as ProgressRow | null) ?? null,
      history: { count: row.historyCount ?? 0, recent: (row.recent ?? []).map(Number) },
    },
  ]);
  return { words: new Map(saved), activity: dayActivityBefore(rows[0]?.activity ?? null, today) };
}

/** The words' reviews (manual reschedules, rating 0, are not reviews), each word's oldest first. */
async function readReviews(tx: Db, userId: string, wordIds: number[]): Promise<LoggedReview[]> {
  if (wordIds.length === 0) return [];
  return tx
    .select({
      id: reviewLogs.id,
      wordId: reviewLogs.itemId,
      reviewedAt: reviewLogs.reviewedAt,
      rating: reviewLogs.rating,
      stateBefore: reviewLogs.stateBefore,
      state: reviewLogs.state,
      due: reviewLogs.due,
      stability: reviewLogs.stability,
      difficulty: reviewLogs.difficulty,
      elapsedDays: reviewLogs.elapsedDays,
      scheduledDays: reviewLogs.scheduledDays,
      learningSteps: reviewLogs.learningSteps,
      kind: reviewLogs.kind,
      mode: reviewLogs.mode,
      attempts: reviewLogs.attempts,
      responseTimes: reviewLogs.responseTimes,
      firstAnswerCorrect: reviewLogs.firstAnswerCorrect,
      actualRetention: reviewLogs.actualRetention,
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), inArray(reviewLogs.itemId, wordIds), gt(reviewLogs.rating, 0)))
    .orderBy(asc(reviewLogs.itemId), asc(reviewLogs.reviewedAt), sql`${reviewLogs.id}`);
}

/**
 * The user's row, locked for this transaction, with their scheduling settings, whether the deck is in their
 * collection and the deck's exam plan, in one query. A user without a user_info row (not expected: it is made
 * at sign-up) still gets their settings, and no streak is kept.
 */
async function lockAccount(tx: Db, userId: string, subDeckId: string) {
  // In the collection and still visible to the learner (an own deck its owner made private is not studied).
  const deckInCollection = sql<boolean>`EXISTS (SELECT 1 FROM ${userDecks} JOIN ${subDecks} ON ${subDecks.id} = ${userDecks.subDeckId}
    WHERE ${userDecks.userId} = ${userId} AND ${userDecks.subDeckId} = ${subDeckId} AND ${deckVisibleTo(userId)})`;
  const deckRetention = sql<number | null>`(SELECT ${userDecks.desiredRetention} FROM ${userDecks}
    WHERE ${userDecks.userId} = ${userId} AND ${userDecks.subDeckId} = ${subDeckId})`;
  const [row] = await tx
    .select({ info: userInfo, settings: fsrsSettings, deckInCollection, deckRetention, examPlan: examPlans })
    .from(userInfo)
    .leftJoin(fsrsSettings, eq(fsrsSettings.userId, userInfo.userId))
    .leftJoin(examPlans, and(eq(examPlans.userId, userInfo.userId), eq(examPlans.subDeckId, subDeckId)))
    .where(eq(userInfo.userId, userId))
    .for("update", { of: userInfo });
  if (row) {
    return {
      info: row.info,
      settings: row.settings ? settingsFromRow(row.settings) : await createFsrsSettingsRepository(tx).get(userId),
      deckInCollection: Boolean(row.deckInCollection),
      deckRetention: row.deckRetention === null ? null : Number(row.deckRetention),
      examPlan: row.examPlan,
    };
  }
  const [entry] = await tx
    .select({ id: userDecks.subDeckId, deckRetention: userDecks.desiredRetention })
    .from(userDecks)
    .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
    .where(and(eq(userDecks.userId, userId), eq(userDecks.subDeckId, subDeckId), deckVisibleTo(userId)));
  return {
    info: null,
    settings: await createFsrsSettingsRepository(tx).get(userId),
    deckInCollection: Boolean(entry),
    deckRetention: entry?.deckRetention ?? null,
    examPlan: await createExamPlansRepository(tx).get(userId, subDeckId),
  };
}
