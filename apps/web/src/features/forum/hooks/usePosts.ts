import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { getPosts } from "../api/get-posts";
import { forumKeys } from "../query-keys";
import type { ForumPage, ForumPost } from "../types";

/** One page of the board; the previous page stays on screen while the next one loads. */
export function usePosts(page: number) {
  return useQuery({
    queryKey: forumKeys.page(page),
    queryFn: ({ signal }) => getPosts(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Changes one post wherever it is cached (any page), e.g. after a vote or a comment. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  update: (post: ForumPost) => ForumPost,
): void {
  queryClient.setQueriesData<ForumPage>({ queryKey: forumKeys.all }, (old) =>
    old ? { ...old, items: old.items.map((post) => (post.id === postId ? update(post) : post)) } : old,
  );
}
