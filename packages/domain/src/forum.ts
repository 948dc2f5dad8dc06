import { z } from "zod";
import { storableText } from "./text";

export const FORUM_POSTS_PER_PAGE = 7;
export const FORUM_COOLDOWN_MS = 5 * 60 * 1000;
export const FORUM_STATUSES = ["open", "under-review", "in-progress", "planned", "completed", "closed"] as const;
export type ForumStatus = (typeof FORUM_STATUSES)[number];
export const FORUM_REQUEST_TYPES = ["feature", "bug"] as const;

export const forumMessages = {
  loginToPost: "Please log in to submit a request",
  loginToComment: "Please log in to comment",
  loginToVote: "Please log in to vote",
  fillAllFields: "Please fill in all fields",
  enterComment: "Please enter a comment",
  postCooldown: (minutes: number) => `Please wait ${minutes} minutes before posting again`,
  commentCooldown: (minutes: number) => `Please wait ${minutes} minutes before commenting again`,
  alreadyVoted: "You have already voted for this post",
  voteRecorded: "Vote recorded!",
  posted: "Request submitted successfully!",
  commented: "Comment added!",
  loadFailed: "Failed to load posts",
  submitFailed: "Failed to submit request",
  commentFailed: "Failed to add comment",
  voteFailed: "Failed to record vote",
} as const;

/** Minutes left of a cooldown, rounded up, at least 1. */
export function cooldownMinutesLeft(lastAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((lastAt.getTime() + FORUM_COOLDOWN_MS - now.getTime()) / 60_000));
}

const trimmed = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform((v) => v.trim())
    .pipe(storableText(z.string().min(1, message).max(max, `Please keep it under ${max} characters`)));

export const newPostSchema = z.object({
  requestType: z.enum(FORUM_REQUEST_TYPES, { error: forumMessages.fillAllFields }),
  title: trimmed(forumMessages.fillAllFields, 150),
  description: trimmed(forumMessages.fillAllFields, 5000),
});

export const editPostSchema = z.object({
  title: trimmed(forumMessages.fillAllFields, 150),
  description: trimmed(forumMessages.fillAllFields, 5000),
});

export const newCommentSchema = z.object({ content: trimmed(forumMessages.enterComment, 2000) });
