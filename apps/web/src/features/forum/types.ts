import type { ForumStatus } from "@app/domain/forum";
import type { ForumCommentResponse, ForumPageResponse, ForumPostResponse } from "@app/domain/forum-responses";

export type { ForumStatus };
export type RequestType = "feature" | "bug";

export type ForumComment = ForumCommentResponse;

export type ForumPost = ForumPostResponse;

/** GET /api/forum/posts: one page, newest first. */
export type ForumPage = ForumPageResponse;

export interface NewPostInput {
  requestType: RequestType;
  title: string;
  description: string;
}
