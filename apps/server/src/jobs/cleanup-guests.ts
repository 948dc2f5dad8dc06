import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/database";
import { users } from "../db/schema";

/** Guests and their data are kept for one week. */
export const GUEST_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes guests created more than 7 days before `now`, with all their data (ON DELETE CASCADE).
 * Returns how many were deleted.
 */
export async function cleanupGuests(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_MS);
  const deleted = await db
    .delete(users)
    .where(and(eq(users.isAnonymous, true), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  return deleted.length;
}
