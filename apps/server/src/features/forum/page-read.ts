import { FORUM_POSTS_PER_PAGE } from "@app/domain/forum";
import { asc, count, desc, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { forumComments, forumPosts, forumVotes } from "../../db/schema";

/** One page of posts, newest first, each saying whether it is the viewer's own and whether they voted. */
function postsOfPage(q: DbOrTx, page: number, viewerId: string) {
  return q
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
    .offset((page - 1) * FORUM_POSTS_PER_PAGE)
    .limit(FORUM_POSTS_PER_PAGE);
}

/** The comments of these posts, oldest first. */
async function commentsOf(q: DbOrTx, postIds: string[]) {
  if (postIds.length === 0) return [];
  return q
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      username: forumComments.username,
      content: forumComments.content,
      createdAt: forumComments.createdAt,
    })
    .from(forumComments)
    .where(inArray(forumComments.postId, postIds))
    .orderBy(asc(forumComments.createdAt));
}

/** The board's page `page` (kept within the pages there are), its posts with their comments. */
export async function readForumPage(q: DbOrTx, page: number, viewerId: string) {
  const [total] = await q.select({ n: count() }).from(forumPosts);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / FORUM_POSTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const posts = await postsOfPage(q, current, viewerId);
  const comments = await commentsOf(
    q,
    posts.map((p) => p.id),
  );
  return {
    items: posts.map((p) => ({ ...p, comments: comments.filter((c) => c.postId === p.id) })),
    total: total?.n ?? 0,
    page: current,
    pageCount,
  };
}
