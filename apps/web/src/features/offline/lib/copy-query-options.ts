import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import { offlineCopyOf } from "./offline-mark";

function fromCopy(data: unknown): boolean {
  const marked = (value: unknown) => typeof value === "object" && value !== null && Boolean(offlineCopyOf(value));
  return Array.isArray(data) ? data.some(marked) : marked(data);
}

/**
 * Query options for reads that fall back to the device's copy: they run whatever the browser says of
 * the network (the read itself answers from the copy when the server is unreachable), and an answer
 * from the copy is stale at once, so the server's is read as soon as the network is back.
 */
export function copyFallbackOptions<T>(staleTime: number) {
  return {
    networkMode: "always" as const,
    staleTime: <K extends QueryKey>(query: Query<T, Error, T, K>) => (fromCopy(query.state.data) ? 0 : staleTime),
  };
}

/**
 * Back online, every answer read from the device's copy is read again from the server. The query library's
 * own reconnect refetch cannot be relied on: a page opened with no network never saw an "offline" event, so
 * the "online" one changes nothing for it. Returns the unsubscribe.
 */
export function refetchCopiesWhenOnline(queryClient: QueryClient): () => void {
  const refetch = () =>
    void queryClient.refetchQueries({ predicate: (query) => fromCopy(query.state.data), type: "active" });
  window.addEventListener("online", refetch);
  return () => window.removeEventListener("online", refetch);
}
