import { apiRequest } from "../../../lib/api";

/** POST /api/forum/posts/:id/vote: one vote per user (409 'You have already voted for this post'). */
export function votePost(postId: string): Promise<{ message: string }> {
  return apiRequest(`/forum/posts/${encodeURIComponent(postId)}/vote`, { method: "POST" });
}
