import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rateLimits } from "../../db/schema";

/** The lease row's `count`: the run goes on, or someone asked it to stop. */
const RUNNING = 1;
const CANCEL_REQUESTED = 2;

/**
 * A lease in the database, so that "one at a time" holds across every server instance: the first to
 * insert (or to find the last holder's lease expired) holds it until it releases it or it expires.
 * Kept in the request counters' table (`rate_limits`): a key with an expiry, cleaned up the same way.
 * Any instance can ask the holder to stop (`requestCancel`); the holder polls `cancelRequested`.
 */
export function createRunLease(db: Db) {
  const keyOf = (key: string) => `lease|${key}`;
  return {
    async acquire(key: string, now: Date, ttlMs: number): Promise<boolean> {
      const expires = now.getTime() + ttlMs;
      const rows = await db
        .insert(rateLimits)
        .values({ id: crypto.randomUUID(), key: keyOf(key), count: RUNNING, lastRequest: expires })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { lastRequest: expires, count: RUNNING },
          setWhere: sql`${rateLimits.lastRequest} < ${now.getTime()}`,
        })
        .returning({ id: rateLimits.id });
      return rows.length > 0;
    },
    async release(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(key)));
    },
    /** Asks the running holder to stop; false when nothing runs under this key. */
    async requestCancel(key: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(rateLimits)
        .set({ count: CANCEL_REQUESTED })
        .where(and(eq(rateLimits.key, keyOf(key)), sql`${rateLimits.lastRequest} >= ${now.getTime()}`))
        .returning({ id: rateLimits.id });
      return rows.length > 0;
    },
    async cancelRequested(key: string): Promise<boolean> {
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, keyOf(key)));
      return row?.count === CANCEL_REQUESTED;
    },
  };
}
