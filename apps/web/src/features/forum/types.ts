import type { ForumStatus } from "@app/domain/forum";

export type { ForumStatus };
export type RequestType = "feature" | "bug";

export interface ForumComment {
  id: string;
  postId: string;
  username: string;
  content: string;
  createdAt: string;
}

export interface ForumPost {
  id: string;
  createdBy: string;
  title: string;
  description: string;
  requestType: RequestType;
  status: ForumStatus;
  totalVotes: number;
  createdAt: string;
  /** The signed-in user wrote it (may edit it). */
  isOwn: boolean;
  /** The signed-in user has voted for it. */
  hasVoted: boolean;
  comments: ForumComment[];
}

/** GET /api/forum/posts: one page, newest first. */
export interface ForumPage {
  items: ForumPost[];
  total: number;
  page: number;
  pageCount: number;
}

export interface NewPostInput {
  requestType: RequestType;
  title: string;
  description: string;
}
