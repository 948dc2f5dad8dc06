import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";

/**
 * Recounts one user's word histories (`history_count`, `recent_retention` on their progress rows)
 * from their review log: after rows of the log changed hands (a guest's work merged into an
 * account). Saves keep the two fields current themselves; migration 0005 filled them once.
 */
export async function recountWordHistory(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE user_word_progress AS p
    SET history_count = h.n, recent_retention = h.recent
    FROM (
      SELECT r.word_id, count(*)::int AS n,
        (SELECT COALESCE(jsonb_agg(x.a ORDER BY x.t), '[]'::jsonb) FROM (
          SELECT r2.actual_retention AS a, r2.reviewed_at AS t FROM review_logs AS r2
          WHERE r2.user_id = ${userId} AND r2.word_id = r.word_id AND r2.kind <> 'manual'
          ORDER BY r2.reviewed_at DESC LIMIT 5) AS x) AS recent
      FROM review_logs AS r
      WHERE r.user_id = ${userId} AND r.kind <> 'manual'
      GROUP BY r.word_id
    ) AS h
    WHERE p.user_id = ${userId} AND p.word_id = h.word_id`);
}
