import { type SQL, sql } from "drizzle-orm";
import { type ArrayColumn, unnestRows } from "../../db/column-arrays";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { timeOrderedIds } from "../../lib/time-ordered-ids";
import type { PlannedWord } from "./plan";
import { chunks } from "./write";

/** Where an import's history goes: the learner, and whether the database is the embedded one. */
export interface HistoryTarget {
  db: Db;
  userId: string;
  embedded: boolean;
  /** Between statements: gives way to learners' requests being answered. */
  turn: () => Promise<void>;
}

/**
 * Rows per history statement. On the embedded database a statement holds the only connection while it runs,
 * and other learners' requests wait behind it: 500 rows keep one to a few tens of milliseconds.
 */
const ROWS_PER_STATEMENT = 500;

/** The learner's row is there (checked once per statement, not per row). */
const learnerExists = (userId: string) => sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId})`;

/**
 * Each row's word and set, looked up by its key. Written as a lateral lookup with a limit so that the planner
 * cannot turn it into a hash join: with PGlite's never-refreshed statistics it would read the whole words
 * table (every deck of every learner) once per statement.
 */
const wordSet = sql`(SELECT w.sub_deck_id FROM words w WHERE w.id = r.word_id LIMIT 1) w`;

/**
 * Runs one history insert. On the embedded database it runs in a short transaction of its own with the
 * per-row foreign key checks off (`session_replication_role = replica`, local to that transaction): every
 * reference of the rows comes from the statement itself — the word and its set from the lookup in `words`, the
 * learner checked to exist in the same statement — and nothing else runs on the single connection meanwhile,
 * so the checks would only prove again what the join proved, at about a third of the insert's time.
 * PostgreSQL keeps its checks (other connections write concurrently there, and the setting needs a superuser).
 */
async function insertHistory(target: HistoryTarget, statement: SQL): Promise<unknown> {
  const result = target.embedded
    ? await target.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        return tx.execute(statement);
      })
    : await target.db.execute(statement);
  await target.turn();
  return result;
}

/** An imported word's progress row, as the insert reads it. */
type ProgressRow = { word: PlannedWord; id: number };

const PROGRESS_COLUMNS: ArrayColumn<ProgressRow>[] = [
  { name: "word_id", type: "int", value: (r) => r.id },
  { name: "state", type: "smallint", value: (r) => r.word.progress?.state ?? 0 },
  // An imported learning card restarts its learning steps: our building phase reads a step count there.
  {
    name: "learning_steps",
    type: "smallint",
    value: (r) => (r.word.progress?.state === 2 ? r.word.progress.learningSteps : 0),
  },
  { name: "stability", type: "float8", value: (r) => r.word.progress?.stability ?? 0 },
  { name: "difficulty", type: "float8", value: (r) => r.word.progress?.difficulty ?? 0 },
  { name: "elapsed_days", type: "int", value: (r) => r.word.progress?.elapsedDays ?? 0 },
  { name: "scheduled_days", type: "int", value: (r) => r.word.progress?.scheduledDays ?? 0 },
  { name: "reps", type: "int", value: (r) => r.word.progress?.reps ?? 0 },
  { name: "lapses", type: "int", value: (r) => r.word.progress?.lapses ?? 0 },
  { name: "last_review", type: "timestamptz", value: (r) => r.word.progress?.lastReview ?? null },
  { name: "next_review", type: "timestamptz", value: (r) => r.word.progress?.nextReview ?? null },
  { name: "is_ignored", type: "boolean", value: (r) => r.word.suspended || (r.word.progress?.isIgnored ?? false) },
  { name: "history_count", type: "int", value: (r) => r.word.progress?.historyCount ?? 0 },
  { name: "recent_retention", type: "jsonb", value: (r) => r.word.progress?.recentRetention ?? [] },
  { name: "correct_count", type: "int", value: (r) => r.word.progress?.correctCount ?? 0 },
  { name: "reviewed_count", type: "int", value: (r) => r.word.progress?.reviewedCount ?? 0 },
];

/** Progress from the imported history; a word studied here after its last Anki review keeps its state. */
export async function writeProgress(target: HistoryTarget, words: PlannedWord[], ids: Map<string, number>) {
  const rows = words.filter((w) => w.progress || w.suspended).map((word) => ({ word, id: ids.get(word.key)! }));
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    await insertHistory(
      target,
      sql`
      INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, state, learning_steps, stability, difficulty,
        elapsed_days, scheduled_days, reps, lapses, last_review, next_review, is_ignored, history_count,
        recent_retention, correct_count, reviewed_count)
      SELECT ${target.userId}, r.word_id, w.sub_deck_id, r.state, r.learning_steps, r.stability, r.difficulty,
        r.elapsed_days, r.scheduled_days, r.reps, r.lapses, r.last_review, r.next_review, r.is_ignored,
        r.history_count, r.recent_retention, r.correct_count, r.reviewed_count
      FROM ${unnestRows(part, PROGRESS_COLUMNS)}
      CROSS JOIN LATERAL ${wordSet}
      WHERE ${learnerExists(target.userId)}
      ON CONFLICT (user_id, item_id) DO UPDATE SET
        sub_deck_id = excluded.sub_deck_id, state = excluded.state, learning_steps = excluded.learning_steps,
        stability = excluded.stability, difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
        scheduled_days = excluded.scheduled_days, reps = excluded.reps, lapses = excluded.lapses,
        last_review = excluded.last_review, next_review = excluded.next_review, is_ignored = excluded.is_ignored,
        history_count = excluded.history_count, recent_retention = excluded.recent_retention,
        correct_count = excluded.correct_count, reviewed_count = excluded.reviewed_count, updated_at = now()
      WHERE user_word_progress.last_review IS NULL
        OR (excluded.last_review IS NOT NULL AND user_word_progress.last_review <= excluded.last_review)`,
    );
  }
}

/** An imported review, as the insert reads it. */
type ReviewRow = { log: PlannedWord["logs"][number]; wordId: number; id: string };

const REVIEW_COLUMNS: ArrayColumn<ReviewRow>[] = [
  { name: "id", type: "uuid", value: (r) => r.id },
  { name: "word_id", type: "int", value: (r) => r.wordId },
  { name: "source_id", type: "text", value: (r) => r.log.sourceId },
  { name: "reviewed_at", type: "timestamptz", value: (r) => r.log.reviewedAt },
  { name: "kind", type: "text", value: (r) => r.log.kind },
  { name: "rating", type: "smallint", value: (r) => r.log.rating },
  { name: "state_before", type: "smallint", value: (r) => r.log.stateBefore },
  { name: "state", type: "smallint", value: (r) => r.log.state },
  { name: "due", type: "timestamptz", value: (r) => r.log.due },
  { name: "stability", type: "float8", value: (r) => r.log.stability },
  { name: "difficulty", type: "float8", value: (r) => r.log.difficulty },
  { name: "elapsed_days", type: "int", value: (r) => r.log.elapsedDays },
  { name: "last_elapsed_days", type: "int", value: (r) => r.log.lastElapsedDays },
  { name: "scheduled_days", type: "int", value: (r) => r.log.scheduledDays },
  { name: "learning_steps", type: "smallint", value: (r) => r.log.learningSteps },
  { name: "duration_ms", type: "int", value: (r) => r.log.durationMs },
  { name: "first_answer_correct", type: "boolean", value: (r) => r.log.firstAnswerCorrect },
];

/** Every imported review, once: a review imported before (same source id) is skipped. */
export async function writeReviews(target: HistoryTarget, words: PlannedWord[], ids: Map<string, number>) {
  // The id is made here (PGlite's gen_random_uuid() costs about 5 µs a row, a million times for a heavy learner),
  // ordered by time (UUID version 7): each insert lands at the end of the primary key's index instead of on a
  // random page of it, which spares re-reading evicted pages once a heavy learner's log outgrows the cache.
  const made = timeOrderedIds(words.reduce((n, w) => n + w.logs.length, 0));
  let next = 0;
  const rows = words.flatMap((w) => w.logs.map((log) => ({ log, wordId: ids.get(w.key)!, id: made[next++]! })));
  let inserted = 0;
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    const result = await insertHistory(
      target,
      sql`
      WITH added AS (
        INSERT INTO review_logs (id, user_id, word_id, sub_deck_id, source_id, reviewed_at, kind, rating, mode,
          state_before, state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days,
          learning_steps, duration_ms, first_answer_correct, actual_retention)
        SELECT r.id, ${target.userId}, r.word_id, w.sub_deck_id, r.source_id, r.reviewed_at, r.kind, r.rating, 'IMPORT',
          r.state_before, r.state, r.due, r.stability, r.difficulty, r.elapsed_days, r.last_elapsed_days,
          r.scheduled_days, r.learning_steps, r.duration_ms, r.first_answer_correct,
          CASE WHEN r.rating = 1 THEN 0 WHEN r.rating > 1 THEN 1 ELSE 0 END
        FROM ${unnestRows(part, REVIEW_COLUMNS)}
        CROSS JOIN LATERAL ${wordSet}
        WHERE ${learnerExists(target.userId)}
        ON CONFLICT (user_id, source_id) DO NOTHING
        RETURNING 1)
      SELECT count(*)::int AS n FROM added`,
    );
    inserted += Number(rowsOf(result)[0]?.n ?? 0);
  }
  return inserted;
}
