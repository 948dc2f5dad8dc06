import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { PlannedWord } from "./plan";
import { chunks, rowsOf } from "./write";

/** Where an import's history goes: the learner, and whether the database is the embedded one. */
export interface HistoryTarget {
  db: Db;
  userId: string;
  embedded: boolean;
}

/**
 * Rows per history statement. On the embedded database a statement holds the only connection while it runs,
 * and other learners' requests wait behind it: 500 rows keep one to a few tens of milliseconds.
 */
const ROWS_PER_STATEMENT = 500;

/** The learner's row is there (checked once per statement, not per row). */
const learnerExists = (userId: string) => sql`EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId})`;

/** Lets what other learners' requests queued run before the import's next statement. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs one history insert. On the embedded database it runs in a short transaction of its own with the
 * per-row foreign key checks off (`session_replication_role = replica`, local to that transaction): every
 * reference of the rows comes from the statement itself — the word and its set from the join on `words`, the
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
  await yieldTurn();
  return result;
}

/** Progress from the imported history; a word studied here after its last Anki review keeps its state. */
export async function writeProgress(target: HistoryTarget, words: PlannedWord[], ids: Map<string, number>) {
  const rows = words
    .filter((w) => w.progress || w.suspended)
    .map((w) => {
      const p = w.progress;
      return {
        word_id: ids.get(w.key),
        state: p?.state ?? 0,
        // An imported learning card restarts its learning steps: our building phase reads a step count there.
        learning_steps: p && p.state === 2 ? p.learningSteps : 0,
        stability: p?.stability ?? 0,
        difficulty: p?.difficulty ?? 0,
        elapsed_days: p?.elapsedDays ?? 0,
        scheduled_days: p?.scheduledDays ?? 0,
        reps: p?.reps ?? 0,
        lapses: p?.lapses ?? 0,
        last_review: p?.lastReview?.toISOString() ?? null,
        next_review: p?.nextReview?.toISOString() ?? null,
        is_ignored: w.suspended || (p?.isIgnored ?? false),
        history_count: p?.historyCount ?? 0,
        recent_retention: p?.recentRetention ?? [],
        correct_count: p?.correctCount ?? 0,
        reviewed_count: p?.reviewedCount ?? 0,
      };
    });
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
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS r(word_id int, state smallint, learning_steps smallint,
        stability double precision, difficulty double precision, elapsed_days int, scheduled_days int, reps int,
        lapses int, last_review timestamptz, next_review timestamptz, is_ignored boolean, history_count int,
        recent_retention jsonb, correct_count int, reviewed_count int)
      JOIN words w ON w.id = r.word_id
      WHERE ${learnerExists(target.userId)}
      ON CONFLICT (user_id, word_id) DO UPDATE SET
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

/** Every imported review, once: a review imported before (same source id) is skipped. */
export async function writeReviews(target: HistoryTarget, words: PlannedWord[], ids: Map<string, number>) {
  const rows = words.flatMap((w) =>
    w.logs.map((l) => ({
      word_id: ids.get(w.key),
      // Made here: PGlite's gen_random_uuid() costs about 5 µs a row, a million times for a heavy learner.
      id: randomUUID(),
      source_id: l.sourceId,
      reviewed_at: l.reviewedAt.toISOString(),
      kind: l.kind,
      rating: l.rating,
      state_before: l.stateBefore,
      state: l.state,
      due: l.due.toISOString(),
      stability: l.stability,
      difficulty: l.difficulty,
      elapsed_days: l.elapsedDays,
      last_elapsed_days: l.lastElapsedDays,
      scheduled_days: l.scheduledDays,
      learning_steps: l.learningSteps,
      duration_ms: l.durationMs,
      first_answer_correct: l.firstAnswerCorrect,
    })),
  );
  let inserted = 0;
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    const result = await insertHistory(
      target,
      sql`
      INSERT INTO review_logs (id, user_id, word_id, sub_deck_id, source_id, reviewed_at, kind, rating, mode, state_before,
        state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps,
        duration_ms, first_answer_correct, actual_retention)
      SELECT r.id, ${target.userId}, r.word_id, w.sub_deck_id, r.source_id, r.reviewed_at, r.kind, r.rating, 'IMPORT', r.state_before,
        r.state, r.due, r.stability, r.difficulty, r.elapsed_days, r.last_elapsed_days, r.scheduled_days,
        r.learning_steps, r.duration_ms, r.first_answer_correct,
        CASE WHEN r.rating = 1 THEN 0 WHEN r.rating > 1 THEN 1 ELSE 0 END
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS r(id uuid, word_id int, source_id text, reviewed_at timestamptz,
        kind text, rating smallint, state_before smallint, state smallint, due timestamptz, stability double precision,
        difficulty double precision, elapsed_days int, last_elapsed_days int, scheduled_days int,
        learning_steps smallint, duration_ms int, first_answer_correct boolean)
      JOIN words w ON w.id = r.word_id
      WHERE ${learnerExists(target.userId)}
      ON CONFLICT (user_id, source_id) DO NOTHING
      RETURNING 1`,
    );
    inserted += rowsOf(result).length;
  }
  return inserted;
}
