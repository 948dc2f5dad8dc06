import { type DayModel, learnerDayNumber } from "@app/domain";
import { memoryModelFor } from "@app/domain/planning/memory-model";
import { secondsPerReview } from "@app/domain/reminders/reminder-rules";
import { reviewForecast } from "@app/domain/stats-memory/forecast";
import { wordsKnownNow } from "@app/domain/stats-memory/known-now";
import type { MemoryStats } from "@app/domain/stats-memory/responses";
import { trueRetentionByWeek } from "@app/domain/stats-memory/retention-by-week";
import { type RetentionGroup, trueRetentionTable } from "@app/domain/stats-memory/true-retention";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { executeRows } from "../../db/execute-rows";
import { studiedBySql } from "../../db/selections";
import type { StoredFsrsSettings } from "../fsrs-settings";
import { recentAnswerTimes } from "../study";

const DAY_MS = 86_400_000;

/** The learner day number of a timestamp column, as `learnerDayNumber` counts it (zone's wall clock − day start). */
function learnerDaySql(column: SQL, day: DayModel): SQL {
  return sql`floor(extract(epoch from ((${column}) AT TIME ZONE ${day.timeZone}) - make_interval(hours => ${day.dayStartHour})) / 86400)::int`;
}

/** Progress rows of words in the learner's collection, studied and not ignored. */
function studiedInCollection(userId: string): SQL {
  return sql`p.user_id = ${userId} AND p.state > 0 AND NOT p.is_ignored AND ${studiedBySql("p", userId)}
    AND p.sub_deck_id IN (SELECT ud.sub_deck_id FROM user_decks ud WHERE ud.user_id = ${userId})`;
}

/**
 * Reviews of the last 365 learner days at an interval of a day or more (learner days since the word's
 * previous review, whatever phase it was in), grouped by day, kind (the word's first such review is
 * "new"; then young or mature by the interval) and remembered: a few hundred rows however long the history.
 * A reset to new ("learn again from new") starts a word afresh: nothing after it is measured from before it.
 */
async function retentionGroups(db: Db, userId: string, now: Date, day: DayModel): Promise<RetentionGroup[]> {
  const today = learnerDayNumber(now, day);
  const rows = await executeRows<{ daysAgo: number; kind: RetentionGroup["kind"]; remembered: boolean; n: number }>(
    db,
    sql`WITH logged AS (
      SELECT item_id, reviewed_at, rating, kind,
        count(*) FILTER (WHERE kind = 'manual') OVER (PARTITION BY item_id ORDER BY reviewed_at) AS era
      FROM review_logs
      WHERE user_id = ${userId}
        AND (kind IN ('learn', 'building', 'review', 'relearn') OR (kind = 'manual' AND rating = 0 AND state = 0))
    ), ordered AS (
      SELECT item_id, era, reviewed_at, rating,
        ${learnerDaySql(sql`reviewed_at`, day)} - ${learnerDaySql(sql`lag(reviewed_at) OVER w`, day)} AS interval_days
      FROM logged WHERE kind <> 'manual'
      WINDOW w AS (PARTITION BY item_id, era ORDER BY reviewed_at)
    ), timed AS (
      SELECT reviewed_at, rating, interval_days,
        row_number() OVER (PARTITION BY item_id, era ORDER BY reviewed_at) AS nth
      FROM ordered WHERE interval_days >= 1
    )
    SELECT ${today} - ${learnerDaySql(sql`reviewed_at`, day)} AS "daysAgo",
      CASE WHEN nth = 1 THEN 'new' WHEN interval_days >= 21 THEN 'mature' ELSE 'young' END AS kind,
      rating >= 2 AS remembered, count(*)::int AS n
    FROM timed
    WHERE reviewed_at >= ${new Date(now.getTime() - 367 * DAY_MS)} AND reviewed_at <= ${now}
    GROUP BY 1, 2, 3`,
  );
  const groups = new Map<string, RetentionGroup>();
  for (const row of rows) {
    const key = `${row.daysAgo}/${row.kind}`;
    const group = groups.get(key) ?? { daysAgo: row.daysAgo, kind: row.kind, remembered: 0, forgotten: 0 };
    if (row.remembered) group.remembered += row.n;
    else group.forgotten += row.n;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Words falling due on each learner day from today (negative: overdue). */
async function dueByDay(db: Db, userId: string, now: Date, day: DayModel): Promise<Map<number, number>> {
  const today = learnerDayNumber(now, day);
  const rows = await executeRows<{ day: number; n: number }>(
    db,
    sql`SELECT ${learnerDaySql(sql`p.next_review`, day)} - ${today} AS day, count(*)::int AS n
    FROM user_word_progress p
    WHERE ${studiedInCollection(userId)} AND p.next_review IS NOT NULL
      AND p.next_review < ${new Date(now.getTime() + 32 * DAY_MS)}
    GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.day, row.n]));
}

/** Each studied word's stability and days since its last review. */
async function memories(db: Db, userId: string, now: Date) {
  return executeRows<{ stability: number; elapsedDays: number }>(
    db,
    sql`SELECT p.stability AS stability,
      coalesce(extract(epoch from (${now}::timestamptz - p.last_review)) / 86400, 0)::float8 AS "elapsedDays"
    FROM user_word_progress p WHERE ${studiedInCollection(userId)}`,
  );
}

/** The Stats tab's memory section: true retention (by period and week by week), the next 30 days' reviews and the words known now. */
export async function readMemoryStats(
  db: Db,
  userId: string,
  now: Date,
  day: DayModel,
  settings: StoredFsrsSettings,
): Promise<MemoryStats> {
  const [groups, due, words, times] = await Promise.all([
    retentionGroups(db, userId, now, day),
    dueByDay(db, userId, now, day),
    memories(db, userId, now),
    recentAnswerTimes(db, userId),
  ]);
  const seconds = secondsPerReview(times);
  const model = memoryModelFor(settings.weights);
  return {
    desiredRetention: settings.requestRetention,
    trueRetention: trueRetentionTable(groups),
    trueRetentionByWeek: trueRetentionByWeek(groups),
    forecast: reviewForecast(due, seconds),
    secondsPerReview: seconds,
    knownNow: Math.round(wordsKnownNow(words, model) * 10) / 10,
    studiedWords: words.length,
  };
}
