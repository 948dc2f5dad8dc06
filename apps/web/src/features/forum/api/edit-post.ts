import { apiRequest } from "../../../lib/api";

/** PATCH /api/forum/posts/:id: the user's own post only (403 otherwise). */
export function editPost(postId: string, patch: { title: string; description: string }): Promise<{ ok: true }> {
  return apiRequest(`/forum/posts/${encodeURIComponent(postId)}`, { method: "PATCH", body: patch });
}
