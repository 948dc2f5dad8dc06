import type { Query, QueryKey } from "@tanstack/react-query";
import { readFromCopy as fromCopy } from "../../../lib/copy-refetch";

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
