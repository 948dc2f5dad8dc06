import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";

const MB = 1024 * 1024;

/** What a learner's files take (each content once) and what `files` would add to it. */
export async function mediaUsage(
  db: DbOrTx,
  userId: string,
  files: { hash: string; size: number }[] = [],
): Promise<{ used: number; adding: number }> {
  const result = await db.execute(sql`
    WITH mine AS (
      SELECT coalesce(hash, id::text) AS hash, size FROM mining_media WHERE user_id = ${userId}
      UNION
      SELECT coalesce(m.hash, m.id::text), m.size FROM own_media m JOIN own_decks d ON d.id = m.own_deck_id
      WHERE d.owner_id = ${userId}),
    new AS (SELECT DISTINCT hash, size FROM jsonb_to_recordset(${JSON.stringify(files)}::jsonb) AS n(hash text, size bigint))
    SELECT (SELECT coalesce(sum(size), 0) FROM mine)::bigint AS used,
      (SELECT coalesce(sum(size), 0) FROM new WHERE NOT EXISTS (SELECT 1 FROM mine WHERE mine.hash = new.hash))::bigint AS adding`);
  const [row] = rowsOf<{ used: string | number; adding: string | number }>(result);
  return { used: Number(row?.used ?? 0), adding: Number(row?.adding ?? 0) };
}

const inMb = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/** The learner's words when their files would pass the quota: how much is used, what to do. */
export function quotaMessage(usage: { used: number; adding: number }, quotaBytes: number): string {
  return (
    `Your recordings and pictures already take ${inMb(usage.used)} of your ${inMb(quotaBytes)}, so ` +
    `${inMb(usage.adding)} more does not fit. Delete words whose recordings or pictures you no longer need ` +
    "(their files are freed within two hours), then try again."
  );
}

/** Whether the files fit in the learner's quota. */
export const fits = (usage: { used: number; adding: number }, quotaBytes: number): boolean =>
  usage.adding === 0 || usage.used + usage.adding <= quotaBytes;
