/** What the request board's routes answer, as zod schemas: see decks/responses.ts. */
import { z } from "zod";
import { FORUM_REQUEST_TYPES, FORUM_STATUSES } from "./forum";

const instant = z.string().describe("ISO 8601 instant");

export const forumCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  username: z.string(),
  content: z.string(),
  createdAt: instant,
});

export const forumPostSchema = z.object({
  id: z.string(),
  createdBy: z.string(),
  title: z.string(),
  description: z.string(),
  requestType: z.enum(FORUM_REQUEST_TYPES),
  status: z.enum(FORUM_STATUSES),
  totalVotes: z.number().int(),
  createdAt: instant,
  /** The signed-in user wrote it (may edit it). */
  isOwn: z.boolean(),
  /** The signed-in user has voted for it. */
  hasVoted: z.boolean(),
  comments: z.array(forumCommentSchema),
});

/** GET /api/forum/posts: one page, newest first. */
export const forumPageSchema = z.object({
  items: z.array(forumPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});

/** POST /api/forum/posts */
export const forumPostCreatedSchema = z.object({ id: z.string(), message: z.string() });

export type ForumCommentResponse = z.infer<typeof forumCommentSchema>;
export type ForumPostResponse = z.infer<typeof forumPostSchema>;
export type ForumPageResponse = z.infer<typeof forumPageSchema>;
export type ForumPostCreatedResponse = z.infer<typeof forumPostCreatedSchema>;
