import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { getImportStatus } from "../api/get-import-status";
import { createKeys } from "../query-keys";

export const IMPORT_POLL_MS = 1000;

/** An import's status, read every second while it runs (also after leaving and coming back). */
export function useImportStatus(importId: string) {
  return useQuery({
    queryKey: createKeys.importStatus(importId),
    queryFn: () => getImportStatus(importId),
    refetchInterval: (query) => {
      // A failed read (gone, or the network after retries) stops the polling; the screen offers Try Again.
      if (query.state.status === "error") return false;
      return query.state.data?.status === "done" || query.state.data?.status === "failed" ? false : IMPORT_POLL_MS;
    },
    // Watching a running import is the point of the screen, even from a background tab.
    refetchIntervalInBackground: true,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}
