import { useQuery } from "@tanstack/react-query";
import { getMemoryStats } from "../api/get-memory-stats";
import { statsKeys } from "../query-keys";

/** The memory section's figures; re-read on a visit like the rest of Stats. */
export function useMemoryStats() {
  return useQuery({
    queryKey: statsKeys.memory,
    queryFn: ({ signal }) => getMemoryStats(signal),
    staleTime: 5_000,
  });
}
