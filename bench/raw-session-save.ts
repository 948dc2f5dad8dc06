import crypto from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/database";

const WORDS_PER_SESSION = 20;

/**
 * The database's own rate for the shape of a session save, sent as plain SQL from this process with
 * the same concurrency as the app's load: one transaction that locks the user's row with their
 * settings, reads the words' progress, inserts the session, upserts 20 progress rows in one
 * statement, inserts 20 review-log rows in one statement, upserts today's activity and updates the
 * user's row. No HTTP, no auth, no validation, no scheduling: what is left is the database's cost.
 */
export async function rawSessionSaveRate(
  database: Database,
  users: string[],
  subDeckId: string,
  wordIds: number[],
  savesPerUser: number,
): Promise<{ saves: number; perSecond: number }> {
  const db = database.db;
  const saveOnce = async (userId: string, round: number) => {
    const ids = Array.from(
      { length: WORDS_PER_SESSION },
      (_, i) => wordIds[(round * WORDS_PER_SESSION + i) % wordIds.length]!,
    );
    const now = new Date();
    const due = new Date(now.getTime() + 86_400_000);
    const sessionId = crypto.randomUUID();
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT ui.*, fs.* FROM user_info ui LEFT JOIN fsrs_settings fs ON fs.user_id = ui.user_id WHERE ui.user_id = ${userId} FOR UPDATE OF ui`,
      );
      await tx.execute(sql`SELECT * FROM user_word_progress WHERE user_id = ${userId} AND item_id IN (${idList})`);
      await tx.execute(
        sql`INSERT INTO study_sessions (id, user_id, sub_deck_id, session_type, payload_hash, duration_seconds, started_at, result)
            VALUES (${sessionId}, ${userId}, ${subDeckId}, 'REVIEW', 'raw', 120, ${now.toISOString()}, '{}'::jsonb)`,
      );
      const progress: SQL[] = ids.map(
        (id) =>
          sql`(${userId}, ${id}, ${subDeckId}, 5, 5, 3.2, 5.1, 2, ${now.toISOString()}::timestamptz, ${due.toISOString()}::timestamptz, '[1.1,0.9,1.0]'::jsonb)`,
      );
      await tx.execute(
        sql`INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, correct_count, reviewed_count, stability, difficulty, state, last_review, next_review, response_times)
            VALUES ${sql.join(progress, sql`, `)}
            ON CONFLICT (user_id, item_id) DO UPDATE SET correct_count = EXCLUDED.correct_count,
              reviewed_count = EXCLUDED.reviewed_count, stability = EXCLUDED.stability, difficulty = EXCLUDED.difficulty,
              state = EXCLUDED.state, last_review = EXCLUDED.last_review, next_review = EXCLUDED.next_review,
              response_times = EXCLUDED.response_times, updated_at = now()`,
      );
      const logs: SQL[] = ids.map(
        (id) =>
          sql`(${userId}, ${id}, ${subDeckId}, ${sessionId}, ${now.toISOString()}::timestamptz, 3, 'MANUAL', 2, ${due.toISOString()}::timestamptz, 3.2, 5.1, 1, 0, 1, 0, '[1.1]'::jsonb, 1)`,
      );
      await tx.execute(
        sql`INSERT INTO review_logs (user_id, word_id, sub_deck_id, session_id, reviewed_at, rating, mode, state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, response_times, actual_retention)
            VALUES ${sql.join(logs, sql`, `)}`,
      );
      await tx.execute(
        sql`INSERT INTO user_activity (user_id, day, daily_reviewed, daily_study_time) VALUES (${userId}, ${now.toISOString().slice(0, 10)}, 20, 120)
            ON CONFLICT (user_id, day) DO UPDATE SET daily_reviewed = user_activity.daily_reviewed + 20,
              daily_study_time = user_activity.daily_study_time + 120, updated_at = now()`,
      );
      await tx.execute(sql`UPDATE user_info SET total_study_time = total_study_time + 120 WHERE user_id = ${userId}`);
    });
  };

  // Warm-up, as the app's load has.
  await Promise.all(users.map((u) => saveOnce(u, 0)));
  const started = performance.now();
  await Promise.all(
    users.map(async (userId) => {
      for (let round = 1; round <= savesPerUser; round++) await saveOnce(userId, round);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const saves = users.length * savesPerUser;
  return { saves, perSecond: saves / seconds };
}
