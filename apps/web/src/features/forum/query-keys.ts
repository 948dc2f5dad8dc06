/** TanStack Query keys of the forum feature. */
export const forumKeys = {
  all: ["forum-posts"] as const,
  page: (page: number) => ["forum-posts", page] as const,
};
