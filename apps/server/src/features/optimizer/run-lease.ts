import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rateLimits } from "../../db/schema";

/**
 * A lease in the database, so that "one at a time" holds across every server instance: the first to
 * insert (or to find the last holder's lease expired) holds it until it releases it or it expires.
 * Kept in the request counters' table (`rate_limits`): a key with an expiry, cleaned up the same way.
 */
export function createRunLease(db: Db) {
  return {
    async acquire(key: string, now: Date, ttlMs: number): Promise<boolean> {
      const leaseKey = `lease|${key}`;
      const expires = now.getTime() + ttlMs;
      const rows = await db
        .insert(rateLimits)
        .values({ id: crypto.randomUUID(), key: leaseKey, count: 1, lastRequest: expires })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { lastRequest: expires, count: 1 },
          setWhere: sql`${rateLimits.lastRequest} < ${now.getTime()}`,
        })
        .returning({ id: rateLimits.id });
      return rows.length > 0;
    },
    async release(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, `lease|${key}`));
    },
  };
}
