import { QueryClient } from "@tanstack/react-query";

/** Query cache policy from the spec's app shell: stale 5 min, kept 10 min, 1 retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
