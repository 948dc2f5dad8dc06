import { FORUM_COOLDOWN_MS } from "@app/domain/forum";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { forumComments, forumPosts } from "../../db/schema";

export type Cooldown = { ok: true } | { ok: false; lastAt: Date };

/** Serialises one user's posts (or comments) so the cooldown check and the insert are atomic. */
const lockUser = (tx: DbOrTx, kind: string, userId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`forum:${kind}:${userId}`}))`);

/** The table a cooldown counts in: its author and creation time columns. */
type Authored = typeof forumPosts | typeof forumComments;

/** When the user last wrote in `table` within the cooldown; null when they may write now. */
async function lastWithinCooldown(tx: DbOrTx, table: Authored, userId: string, now: Date): Promise<Date | null> {
  const [last] = await tx
    .select({ at: table.createdAt })
    .from(table)
    .where(and(eq(table.userId, userId), gt(table.createdAt, new Date(now.getTime() - FORUM_COOLDOWN_MS))))
    .orderBy(desc(table.createdAt))
    .limit(1);
  return last?.at ?? null;
}

/**
 * Runs `insert` unless the user wrote a `kind` (post or comment) within the cooldown, the check and the
 * insert in one transaction under the user's lock.
 */
async function unlessCoolingDown<T extends object>(
  db: Db,
  of: { kind: "post" | "comment"; table: Authored; userId: string; now: Date },
  insert: (tx: DbOrTx) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, of.kind, of.userId);
    const lastAt = await lastWithinCooldown(tx, of.table, of.userId, of.now);
    if (lastAt) return { ok: false as const, lastAt };
    return { ok: true as const, ...(await insert(tx)) };
  });
}

/** Inserts a post unless the user posted within the cooldown. */
export async function createPost(
  db: Db,
  input: { userId: string; createdBy: string; title: string; description: string; requestType: string },
  now: Date,
) {
  return unlessCoolingDown(db, { kind: "post", table: forumPosts, userId: input.userId, now }, async (tx) => {
    const [post] = await tx
      .insert(forumPosts)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning({ id: forumPosts.id });
    return { id: post!.id };
  });
}

/** Inserts a comment unless the user commented within the cooldown. */
export async function createComment(
  db: Db,
  input: { postId: string; userId: string; username: string; content: string },
  now: Date,
) {
  return unlessCoolingDown(db, { kind: "comment", table: forumComments, userId: input.userId, now }, async (tx) => {
    const [comment] = await tx
      .insert(forumComments)
      .values({ ...input, createdAt: now })
      .returning();
    return { comment: comment! };
  });
}
