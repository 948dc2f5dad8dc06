import { apiRequest } from "../../../lib/api";
import type { ForumPage } from "../types";

/** GET /api/forum/posts?page=: 7 posts per page, newest first, with their comments. */
export function getPosts(page: number, signal?: AbortSignal): Promise<ForumPage> {
  return apiRequest<ForumPage>(`/forum/posts?page=${page}`, { signal });
}
