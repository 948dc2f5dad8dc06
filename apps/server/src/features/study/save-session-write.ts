import crypto from "node:crypto";
import { itemKeyOf } from "@app/domain/study/items";
import type { ReplayedLog } from "@app/domain/study/late-words";
import type { LogWrite, ProgressWrite, SessionRowWrite } from "@app/domain/study/save-plan";
import type { StudyDayPlan } from "@app/domain/study/study-day";
import type { SessionSave, SessionSaveResult } from "@app/domain/study/validation";
import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { jsonRowsInsert } from "../../db/json-rows-insert";
import { reviewLogs, studySessions, userActivity, userInfo, userWordProgress } from "../../db/schema";
import { AppError } from "../../lib/app-error";

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

/** What tells a retry of a session (same answers) from another session sent with the same id. */
export function sessionPayloadHash(session: SessionSave): string {
  return crypto.createHash("sha256").update(canonical(session)).digest("hex");
}

/** The answer a save stored (null until written): drivers hand jsonb over parsed, or as its text. */
const storedResult = (value: SessionSaveResult | string): SessionSaveResult | null =>
  typeof value === "string" ? JSON.parse(value) : value;

/** Only once the session's id is claimed (`claimed`, the statement's first part) does any other part write. */
const IF_CLAIMED = " WHERE EXISTS (SELECT 1 FROM claimed)";

/** The session's row, with its answer: its id is the claim (a second save of the same session inserts nothing). */
const insertSession = jsonRowsInsert(
  studySessions,
  [
    "id",
    "userId",
    "subDeckId",
    "sessionType",
    "durationSeconds",
    "startedAt",
    "wordsLearned",
    "wordsReviewed",
    "payloadHash",
    "result",
  ],
  ' ON CONFLICT ("id") DO NOTHING RETURNING "id"',
);

/** The answer of the save that claimed the session's id; the same id with other content is refused. */
async function firstAnswer(tx: DbOrTx, row: SessionRowWrite, payloadHash: string): Promise<SessionSaveResult> {
  const [existing] = await tx
    .select({
      userId: studySessions.userId,
      payloadHash: studySessions.payloadHash,
      result: sql`${studySessions.result}`.mapWith(storedResult),
    })
    .from(studySessions)
    .where(eq(studySessions.id, row.id));
  if (!existing || existing.userId !== row.userId || existing.payloadHash !== payloadHash || !existing.result) {
    throw new AppError("CONFLICT", "This session was already saved with different answers.");
  }
  return existing.result;
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

/** All the session's progress rows: insert, or update every saved field. */
const upsertProgress = jsonRowsInsert(
  userWordProgress,
  ["userId", "wordId", "direction", "subDeckId", ...PROGRESS_FIELDS],
  `${IF_CLAIMED} ON CONFLICT ("user_id", "item_id") DO UPDATE SET ${PROGRESS_FIELDS.map((key) => {
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
  "direction",
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

/** All the session's review-log rows. */
const insertLogs = jsonRowsInsert(reviewLogs, LOG_FIELDS, IF_CLAIMED);

/** Today's activity: a new row at the planned goal level, or the session's work added to the row there is. */
const addToDay = jsonRowsInsert(
  userActivity,
  ["userId", "day", "dailyGoalLevel", "dailyLearned", "dailyReviewed", "dailyStudyTime"],
  `${IF_CLAIMED} ON CONFLICT ("user_id", "day") DO UPDATE SET ${["daily_learned", "daily_reviewed", "daily_study_time"]
    .map((name) => `"${name}" = "user_activity"."${name}" + excluded."${name}"`)
    .join(", ")}, "updated_at" = now()`,
);

/** The learner's row after the day's credit (streak, freezes, study time, a newer zone). */
function updateAccount(userId: string, account: NonNullable<StudyDayPlan["account"]>): SQL {
  const columns = getTableColumns(userInfo);
  const set = sql.join(
    Object.entries(account).flatMap(([key, value]) => {
      if (value === undefined) return [];
      const column = columns[key as keyof typeof columns];
      if (!column) throw new Error(`user_info has no column for "${key}"`);
      // The column encodes its value as Drizzle's own updates do (a jsonb list, a timestamp).
      return [sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`];
    }),
    sql`, `,
  );
  return sql`UPDATE ${userInfo} SET ${set} WHERE ${userInfo.userId} = ${userId} AND EXISTS (SELECT 1 FROM claimed)`;
}

/** What a planned save writes (`planSessionSave`). */
export interface SessionWrites {
  session: SessionRowWrite;
  progress: readonly ProgressWrite[];
  logs: readonly LogWrite[];
  replayedLogs: readonly ReplayedLog[];
  day: StudyDayPlan;
}

/**
 * Writes a planned save in one statement: it claims the session's id by inserting its row with its answer,
 * and only when that row is new writes the progress rows (one upsert), the review logs, today's activity and
 * the learner's row; then the later reviews of late words with their new states (their times stay; their
 * ratings too, unless derived again). Answers null when written, else the first save's answer (a retry); the
 * same id with different content is refused.
 */
export async function writeSessionSave(
  tx: DbOrTx,
  plan: SessionWrites,
  payloadHash: string,
): Promise<SessionSaveResult | null> {
  const { session, day } = plan;
  // The plan names items by their ids; the rows name the word and the direction.
  const parts = [
    sql`claimed AS (${insertSession([{ ...session, payloadHash, result: { ...session.result } }])})`,
    ...(plan.progress.length > 0
      ? [
          sql`progress AS (${upsertProgress(plan.progress.map((row) => ({ ...row, ...itemKeyOf(row.wordId) })))})`,
          sql`logs AS (${insertLogs(plan.logs.map((row) => ({ ...row, ...itemKeyOf(row.wordId) })))})`,
        ]
      : []),
    sql`day AS (${addToDay([{ userId: session.userId, day: day.activity.day, dailyGoalLevel: day.activity.level, dailyLearned: day.activity.added.learned, dailyReviewed: day.activity.added.reviewed, dailyStudyTime: day.activity.added.seconds }])})`,
    ...(day.account ? [sql`account AS (${updateAccount(session.userId, day.account)})`] : []),
  ];
  const result = await tx.execute(sql`WITH ${sql.join(parts, sql`, `)} SELECT count(*)::int AS "claimed" FROM claimed`);
  const claimed = Number(rowsOf<{ claimed: number }>(result)[0]?.claimed ?? 0);
  if (claimed === 0) return firstAnswer(tx, session, payloadHash);
  for (const { id, ...fields } of plan.replayedLogs) {
    await tx.update(reviewLogs).set(fields).where(eq(reviewLogs.id, id));
  }
  return null;
}
