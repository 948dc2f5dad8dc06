import { forumMessages } from "@app/domain/forum";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { addComment } from "../api/add-comment";
import { createPost } from "../api/create-post";
import { editPost } from "../api/edit-post";
import { votePost } from "../api/vote";
import { forumKeys } from "../query-keys";
import type { NewPostInput } from "../types";
import { updateCachedPost } from "./usePosts";

/** Posts a new request. The caller shows failures (the form stays open with what was typed). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPostInput) => createPost(input),
    onSuccess: (result) => {
      notify.success(result.message || forumMessages.posted);
      void queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}

/** Edits the user's own request. The caller shows failures. */
export function useEditPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { postId: string; title: string; description: string }) =>
      editPost(input.postId, { title: input.title, description: input.description }),
    onSuccess: (_result, input) => {
      updateCachedPost(queryClient, input.postId, (post) => ({
        ...post,
        title: input.title,
        description: input.description,
      }));
      notify.success("Request updated!");
      void queryClient.invalidateQueries({ queryKey: forumKeys.all });
    },
  });
}

/** One vote per post: success and refusal both leave the button disabled. */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => votePost(postId),
    onSuccess: (result, postId) => {
      updateCachedPost(queryClient, postId, (post) =>
        post.hasVoted ? post : { ...post, hasVoted: true, totalVotes: post.totalVotes + 1 },
      );
      notify.success(result.message || forumMessages.voteRecorded);
    },
    onError: (error, postId) => {
      if (error instanceof ApiError && error.status === 409) {
        updateCachedPost(queryClient, postId, (post) => ({ ...post, hasVoted: true }));
        notify.error(error.message || forumMessages.alreadyVoted);
        void queryClient.invalidateQueries({ queryKey: forumKeys.all });
        return;
      }
      notify.error(errorMessage(error, forumMessages.voteFailed));
    },
  });
}

/** Adds a comment; the new comment shows at once. The caller keeps the text on failure. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addComment(postId, content),
    onSuccess: (result) => {
      updateCachedPost(queryClient, postId, (post) =>
        post.comments.some((c) => c.id === result.comment.id)
          ? post
          : { ...post, comments: [...post.comments, result.comment] },
      );
      notify.success(result.message || forumMessages.commented);
    },
    onError: (error) => notify.error(errorMessage(error, forumMessages.commentFailed)),
  });
}
