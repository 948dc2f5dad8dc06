import crypto from "node:crypto";
import { itemKeyOf } from "@app/domain/study/items";
import type { ReplayedLog } from "@app/domain/study/late-words";
import type { LogWrite, ProgressWrite, SessionRowWrite } from "@app/domain/study/save-plan";
import type { SessionSave, SessionSaveResult } from "@app/domain/study/validation";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { jsonRowsInsert } from "../../db/json-rows-insert";
import { reviewLogs, studySessions, userWordProgress } from "../../db/schema";
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

/**
 * Claims the session's id by inserting its row with its answer; this comes before any other write, so
 * a second save of the same session stops here. Answers null when claimed, else the first save's
 * answer (a retry); the same id with different content is refused.
 */
export async function claimSession(
  tx: DbOrTx,
  row: SessionRowWrite,
  payloadHash: string,
): Promise<SessionSaveResult | null> {
  const claimed = await tx
    .insert(studySessions)
    .values({ ...row, payloadHash, result: { ...row.result } })
    .onConflictDoNothing({ target: studySessions.id })
    .returning({ id: studySessions.id });
  if (claimed.length > 0) return null;
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

/** One statement for all the session's progress rows: insert, or update every saved field. */
const upsertProgress = jsonRowsInsert(
  userWordProgress,
  ["userId", "wordId", "direction", "subDeckId", ...PROGRESS_FIELDS],
  ` ON CONFLICT ("user_id", "item_id") DO UPDATE SET ${PROGRESS_FIELDS.map((key) => {
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

/** One statement for all the session's review-log rows. */
const insertLogs = jsonRowsInsert(reviewLogs, LOG_FIELDS);

/**
 * Writes a planned save's word rows: two statements for all words (one upsert of the progress rows,
 * one insert of the review logs), then the later reviews of late words with their new states (their
 * times stay; their ratings too, unless derived again).
 */
export async function writeSessionWords(
  tx: DbOrTx,
  rows: { progress: readonly ProgressWrite[]; logs: readonly LogWrite[]; replayedLogs: readonly ReplayedLog[] },
): Promise<void> {
  if (rows.progress.length === 0) return;
  // The plan names items by their ids; the rows name the word and the direction.
  await tx.execute(upsertProgress(rows.progress.map((row) => ({ ...row, ...itemKeyOf(row.wordId) }))));
  await tx.execute(insertLogs(rows.logs.map((row) => ({ ...row, ...itemKeyOf(row.wordId) }))));
  for (const { id, ...fields } of rows.replayedLogs) {
    await tx.update(reviewLogs).set(fields).where(eq(reviewLogs.id, id));
  }
}
