import type { ForumPostCreatedResponse } from "@app/domain/forum-responses";
import { apiRequest } from "../../../lib/api";
import type { NewPostInput } from "../types";

/** POST /api/forum/posts: 201, or 400 'Please fill in all fields', or 429 with the cooldown text. */
export function createPost(input: NewPostInput): Promise<ForumPostCreatedResponse> {
  return apiRequest("/forum/posts", { method: "POST", body: input });
}
