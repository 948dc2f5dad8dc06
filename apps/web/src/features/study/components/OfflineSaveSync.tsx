import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentSession } from "../../../lib/session";
import { LAST_OFFLINE_SYNC_KEY, OFFLINE_SAVE_KEY, SESSION_DRAFTS_KEY } from "../lib/offline-save-key";

function hasQueuedSaves(): boolean {
  try {
    return Boolean(window.localStorage.getItem(OFFLINE_SAVE_KEY) || window.localStorage.getItem(SESSION_DRAFTS_KEY));
  } catch {
    return false;
  }
}

/**
 * Sends study sessions saved while offline, and sessions abandoned mid-way (their drafts): at app
 * start (once the user is known) and whenever the browser comes back online. Renders nothing. Mounted once, in App; the queue's code loads
 * only when something is waiting.
 */
export function OfflineSaveSync() {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const flush = async () => {
      if (!hasQueuedSaves()) return;
      const [queue, { browserSaveDeps }, { invalidateAfterSave }, drafts] = await Promise.all([
        import("../lib/offline-save-queue"),
        import("../lib/browser-save-deps"),
        import("../lib/invalidate-after-save"),
        import("../lib/session-drafts"),
      ]);
      const deps = browserSaveDeps();
      // Sessions left without a goodbye (a crash, a dead battery): saved with the answers they have.
      for (const entry of drafts.takeStaleDrafts(deps.storage, userId, Date.now()))
        queue.enqueueSave(deps.storage, entry);
      const decks = new Map(queue.readQueue(deps.storage).map((e) => [e.payload.sessionId, e.payload.subDeckId]));
      const outcomes = await queue.flushSaves(userId, deps);
      if (!active) return;
      for (const [sessionId, outcome] of outcomes) {
        const subDeckId = decks.get(sessionId);
        if (outcome.status === "saved" && subDeckId) invalidateAfterSave(queryClient, subDeckId);
      }
      if ([...outcomes.values()].some((o) => o.status === "saved")) {
        try {
          localStorage.setItem(LAST_OFFLINE_SYNC_KEY, new Date().toISOString());
        } catch {
          // storage blocked: nothing to show later
        }
      }
    };
    const run = () => {
      flush().catch(() => undefined);
    };
    run();
    window.addEventListener("online", run);
    return () => {
      active = false;
      window.removeEventListener("online", run);
    };
  }, [userId, queryClient]);

  return null;
}
