import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";

/**
 * Recounts one user's item histories (each direction of a word its own) (`history_count`, `recent_retention` on their progress rows)
 * from their review log: after rows of the log changed hands (a guest's work merged into an
 * account). Saves keep the two fields current themselves; migration 0005 filled them once.
 */
export async function recountWordHistory(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE user_word_progress AS p
    SET history_count = h.n, recent_retention = h.recent
    FROM (
      SELECT r.item_id, count(*)::int AS n,
        (SELECT COALESCE(jsonb_agg(x.a ORDER BY x.t), '[]'::jsonb) FROM (
          SELECT r2.actual_retention AS a, r2.reviewed_at AS t FROM review_logs AS r2
          WHERE r2.user_id = ${userId} AND r2.item_id = r.item_id AND r2.kind <> 'manual'
          ORDER BY r2.reviewed_at DESC LIMIT 5) AS x) AS recent
      FROM review_logs AS r
      WHERE r.user_id = ${userId} AND r.kind <> 'manual'
      GROUP BY r.item_id
    ) AS h
    WHERE p.user_id = ${userId} AND p.item_id = h.item_id`);
}
