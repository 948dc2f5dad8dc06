import type { ForumStatus } from "@app/domain/forum";

export type {
  ForumCommentResponse as ForumComment,
  /** GET /api/forum/posts: one page, newest first. */
  ForumPageResponse as ForumPage,
  ForumPostResponse as ForumPost,
} from "@app/domain/forum-responses";

export type { ForumStatus };
export type RequestType = "feature" | "bug";

export interface NewPostInput {
  requestType: RequestType;
  title: string;
  description: string;
}
