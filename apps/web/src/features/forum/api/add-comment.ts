import { apiRequest } from "../../../lib/api";
import type { ForumComment } from "../types";

/** POST /api/forum/posts/:id/comments: 201, or 400 'Please enter a comment', or 429 with the cooldown text. */
export function addComment(postId: string, content: string): Promise<{ comment: ForumComment; message: string }> {
  return apiRequest(`/forum/posts/${encodeURIComponent(postId)}/comments`, { method: "POST", body: { content } });
}
