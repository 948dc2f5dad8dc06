import { queryOptions, useQuery } from "@tanstack/react-query";
import { homeKeys } from "../../../shared/query-keys";
import { getUpdates } from "../api/get-updates";

/** The Latest Updates feed (cached for an hour): one definition for the tab and the first screen's warm-up. */
export const updatesQuery = queryOptions({ queryKey: homeKeys.updates, queryFn: getUpdates, staleTime: 60 * 60_000 });

/** The Latest Updates feed. */
export function useUpdates() {
  return useQuery(updatesQuery);
}
