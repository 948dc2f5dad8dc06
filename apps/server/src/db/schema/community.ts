import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cascadeTo, createdAtColumn, timestampColumns, userIdColumn, userOwnedRow, uuidKey } from "./columns";

/** The feature/bug request board. */
export const forumPosts = pgTable(
  "forum_posts",
  {
    ...userOwnedRow(),
    createdBy: text("created_by").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    requestType: text("request_type").notNull(),
    status: text("status").notNull().default("open"),
    totalVotes: integer("total_votes").notNull().default(0),
    ...timestampColumns(),
  },
  (t) => [
    index("forum_posts_created_idx").on(t.createdAt),
    index("forum_posts_user_created_idx").on(t.userId, t.createdAt),
    check("forum_posts_type", sql`${t.requestType} IN ('feature', 'bug')`),
    check(
      "forum_posts_status",
      sql`${t.status} IN ('open', 'under-review', 'in-progress', 'planned', 'completed', 'closed')`,
    ),
  ],
);

export const forumComments = pgTable(
  "forum_comments",
  {
    id: uuidKey(),
    postId: cascadeTo(uuid("post_id"), () => forumPosts.id),
    userId: userIdColumn(),
    username: text("username").notNull(),
    content: text("content").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("forum_comments_post_idx").on(t.postId, t.createdAt),
    index("forum_comments_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** One vote per post per user, made true by the primary key. */
export const forumVotes = pgTable(
  "forum_votes",
  {
    postId: cascadeTo(uuid("post_id"), () => forumPosts.id),
    userId: userIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ name: "forum_votes_pk", columns: [t.postId, t.userId] }),
    index("forum_votes_user_idx").on(t.userId),
  ],
);

/** Messages from the landing page's Contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuidKey(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (t) => [index("contact_messages_user_idx").on(t.userId).where(sql`${t.userId} IS NOT NULL`)],
);
