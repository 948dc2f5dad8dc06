import { FORUM_COOLDOWN_MS, FORUM_POSTS_PER_PAGE, type ForumStatus } from "@app/domain/forum";
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { forumComments, forumPosts, forumVotes, userInfo } from "../../db/schema";

export type Cooldown = { ok: true } | { ok: false; lastAt: Date };

export function createForumRepository(db: Db) {
  /** Serialises one user's posts (or comments) so the cooldown check and the insert are atomic. */
  const lockUser = (tx: DbOrTx, kind: string, userId: string) =>
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`forum:${kind}:${userId}`}))`);

  return {
    async page(page: number, viewerId: string) {
      const [total] = await db.select({ n: count() }).from(forumPosts);
      const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / FORUM_POSTS_PER_PAGE));
      const current = Math.min(Math.max(1, page), pageCount);
      const posts = await db
        .select({
          id: forumPosts.id,
          createdBy: forumPosts.createdBy,
          title: forumPosts.title,
          description: forumPosts.description,
          requestType: forumPosts.requestType,
          status: forumPosts.status,
          totalVotes: forumPosts.totalVotes,
          createdAt: forumPosts.createdAt,
          isOwn: sql<boolean>`${forumPosts.userId} = ${viewerId}`,
          hasVoted: sql<boolean>`EXISTS (SELECT 1 FROM ${forumVotes} WHERE ${forumVotes.postId} = ${forumPosts.id} AND ${forumVotes.userId} = ${viewerId})`,
        })
        .from(forumPosts)
        .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
        .offset((current - 1) * FORUM_POSTS_PER_PAGE)
        .limit(FORUM_POSTS_PER_PAGE);
      const ids = posts.map((p) => p.id);
      const comments = ids.length
        ? await db
            .select({
              id: forumComments.id,
              postId: forumComments.postId,
              username: forumComments.username,
              content: forumComments.content,
              createdAt: forumComments.createdAt,
            })
            .from(forumComments)
            .where(inArray(forumComments.postId, ids))
            .orderBy(asc(forumComments.createdAt))
        : [];
      return {
        items: posts.map((p) => ({ ...p, comments: comments.filter((c) => c.postId === p.id) })),
        total: total?.n ?? 0,
        page: current,
        pageCount,
      };
    },

    async usernameOf(userId: string): Promise<string> {
      const [row] = await db.select({ username: userInfo.username }).from(userInfo).where(eq(userInfo.userId, userId));
      return row?.username ?? `user_${userId.slice(0, 8)}`;
    },

    /** Inserts a post unless the user posted within the cooldown. */
    async createPost(
      input: { userId: string; createdBy: string; title: string; description: string; requestType: string },
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        await lockUser(tx, "post", input.userId);
        const [last] = await tx
          .select({ at: forumPosts.createdAt })
          .from(forumPosts)
          .where(
            and(
              eq(forumPosts.userId, input.userId),
              gt(forumPosts.createdAt, new Date(now.getTime() - FORUM_COOLDOWN_MS)),
            ),
          )
          .orderBy(desc(forumPosts.createdAt))
          .limit(1);
        if (last) return { ok: false as const, lastAt: last.at };
        const [post] = await tx
          .insert(forumPosts)
          .values({ ...input, createdAt: now, updatedAt: now })
          .returning({ id: forumPosts.id });
        return { ok: true as const, id: post!.id };
      });
    },

    async postExists(postId: string): Promise<boolean> {
      const [row] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, postId));
      return Boolean(row);
    },

    async createComment(input: { postId: string; userId: string; username: string; content: string }, now: Date) {
      return db.transaction(async (tx) => {
        await lockUser(tx, "comment", input.userId);
        const [last] = await tx
          .select({ at: forumComments.createdAt })
          .from(forumComments)
          .where(
            and(
              eq(forumComments.userId, input.userId),
              gt(forumComments.createdAt, new Date(now.getTime() - FORUM_COOLDOWN_MS)),
            ),
          )
          .orderBy(desc(forumComments.createdAt))
          .limit(1);
        if (last) return { ok: false as const, lastAt: last.at };
        const [comment] = await tx
          .insert(forumComments)
          .values({ ...input, createdAt: now })
          .returning();
        return { ok: true as const, comment: comment! };
      });
    },

    /** One vote per post per user: the primary key decides, the count follows in the same transaction. */
    async vote(postId: string, userId: string): Promise<"recorded" | "duplicate"> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(forumVotes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: forumVotes.postId });
        if (inserted.length === 0) return "duplicate";
        await tx
          .update(forumPosts)
          .set({ totalVotes: sql`${forumPosts.totalVotes} + 1` })
          .where(eq(forumPosts.id, postId));
        return "recorded";
      });
    },

    /** Edits a post only when it is the user's own. */
    async editOwnPost(postId: string, userId: string, patch: { title: string; description: string }): Promise<boolean> {
      const rows = await db
        .update(forumPosts)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(forumPosts.id, postId), eq(forumPosts.userId, userId)))
        .returning({ id: forumPosts.id });
      return rows.length > 0;
    },

    async setStatus(postId: string, status: ForumStatus): Promise<boolean> {
      const rows = await db
        .update(forumPosts)
        .set({ status, updatedAt: new Date() })
        .where(eq(forumPosts.id, postId))
        .returning({ id: forumPosts.id });
      return rows.length > 0;
    },
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
