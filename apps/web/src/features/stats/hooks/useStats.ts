import { useQuery } from "@tanstack/react-query";
import { getStats } from "../api/get-stats";
import { statsKeys } from "../query-keys";

/**
 * The user's stats. A study session may have just changed them, so a visit re-reads them unless
 * the last read is under 5 s old (the spec's minimum between stats fetches).
 */
export function useStats() {
  return useQuery({
    queryKey: statsKeys.all,
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 5_000,
  });
}
