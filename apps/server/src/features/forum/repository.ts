import type { ForumStatus } from "@app/domain/forum";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { forumPosts, forumVotes, userInfo } from "../../db/schema";
import { createComment, createPost } from "./cooldown-writes";
import { readForumPage } from "./page-read";

export type { Cooldown } from "./cooldown-writes";

/** One vote per post per user: the primary key decides, the count follows in the same transaction. */
async function vote(db: Db, postId: string, userId: string): Promise<"recorded" | "duplicate"> {
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
}

/** The request board: the page read in `page-read.ts`, the writes a cooldown limits in `cooldown-writes.ts`. */
export function createForumRepository(db: Db) {
  return {
    page: (page: number, viewerId: string) => readForumPage(db, page, viewerId),

    async usernameOf(userId: string): Promise<string> {
      const [row] = await db.select({ username: userInfo.username }).from(userInfo).where(eq(userInfo.userId, userId));
      return row?.username ?? `user_${userId.slice(0, 8)}`;
    },

    createPost: (input: Parameters<typeof createPost>[1], now: Date) => createPost(db, input, now),

    async postExists(postId: string): Promise<boolean> {
      const [row] = await db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, postId));
      return Boolean(row);
    },

    createComment: (input: Parameters<typeof createComment>[1], now: Date) => createComment(db, input, now),
    vote: (postId: string, userId: string) => vote(db, postId, userId),

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
