import { useQuery } from "@tanstack/react-query";
import { getUpdates } from "../api/get-updates";
import { homeKeys } from "../query-keys";

/** The Latest Updates feed (cached for an hour). */
export function useUpdates() {
  return useQuery({ queryKey: homeKeys.updates, queryFn: getUpdates, staleTime: 60 * 60_000 });
}
