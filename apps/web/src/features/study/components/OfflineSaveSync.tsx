import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { afterPageLoad } from "../../../lib/after-load";
import { useCurrentSession } from "../../../lib/session";

/** How long after the page has loaded the waiting sessions are looked at. */
const START_DELAY_MS = 1000;

/**
 * Sends study sessions saved while offline, and sessions left midway that are no longer offered for
 * resuming (their drafts): at app
 * start (once the user is known, after the first page has painted) and whenever the browser comes
 * back online. Renders nothing. Mounted once, in App; the queue's code loads off the first paint.
 */
export function OfflineSaveSync() {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const flush = async () => {
      const { syncWaitingSessions } = await import("../lib/sync-waiting-sessions");
      await syncWaitingSessions(userId, queryClient, () => active);
    };
    const run = () => {
      flush().catch(() => undefined);
    };
    // Once the page has loaded: the queue's code and the database are not on the first screen's path.
    const cancel = afterPageLoad(run, START_DELAY_MS);
    window.addEventListener("online", run);
    return () => {
      active = false;
      cancel();
      window.removeEventListener("online", run);
    };
  }, [userId, queryClient]);

  return null;
}
