import type { QueryClient } from "@tanstack/react-query";

/**
 * Whether a query's answer was read from the device's copy with no network: the offline reads mark such
 * answers (or, for lists, their entries) with `offlineCopy`. Here, beside the query client, so the app shell
 * can ask it without loading the offline feature.
 */
export function readFromCopy(data: unknown): boolean {
  const marked = (value: unknown) =>
    typeof value === "object" && value !== null && (value as { offlineCopy?: unknown }).offlineCopy !== undefined;
  return Array.isArray(data) ? data.some(marked) : marked(data);
}

/**
 * Back online, every answer read from the device's copy is read again from the server. The query library's
 * own reconnect refetch cannot be relied on: a page opened with no network never saw an "offline" event, so
 * the "online" one changes nothing for it. Returns the unsubscribe.
 */
export function refetchCopiesWhenOnline(queryClient: QueryClient): () => void {
  const refetch = () =>
    void queryClient.refetchQueries({ predicate: (query) => readFromCopy(query.state.data), type: "active" });
  window.addEventListener("online", refetch);
  return () => window.removeEventListener("online", refetch);
}
