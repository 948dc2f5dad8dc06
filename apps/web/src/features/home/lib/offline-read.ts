import { unreachable } from "../../../lib/unreachable";

/**
 * A read that has nothing to show because the server cannot be reached (no network): it failed with no
 * answer, or it waits, paused, for the browser to be back online. An answer that refused it is not this.
 */
export function offlineWithoutData(query: {
  data: unknown;
  isError: boolean;
  error: unknown;
  fetchStatus: string;
}): boolean {
  if (query.data !== undefined) return false;
  return query.fetchStatus === "paused" || (query.isError && unreachable(query.error));
}
