/** TanStack Query keys of the stats feature. */
export const statsKeys = {
  all: ["stats"] as const,
  memory: ["stats", "memory"] as const,
};
