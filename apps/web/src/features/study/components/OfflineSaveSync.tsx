import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentSession } from "../../../lib/session";
import { LAST_OFFLINE_SYNC_KEY } from "../lib/offline-save-key";

/**
 * Sends study sessions saved while offline, and sessions abandoned mid-way (their drafts): at app
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
      const [queue, { browserSaveDeps, browserDraftStore }, { invalidateAfterSave }, drafts, { liveSessionIds }] =
        await Promise.all([
          import("../lib/offline-save-queue"),
          import("../lib/browser-save-deps"),
          import("../lib/invalidate-after-save"),
          import("../lib/session-drafts"),
          import("../lib/session-lock"),
        ]);
      const deps = browserSaveDeps();
      const draftStore = browserDraftStore();
      // Sessions left without a goodbye (a closed tab, a crash, a dead battery): saved with the answers
      // they have. Queued first, then the draft dropped: a failure in between leaves a copy, never none.
      const live = await liveSessionIds();
      for (const entry of await drafts.staleDrafts(draftStore, userId, Date.now(), live)) {
        await queue.enqueueSave(deps.store, entry);
        await drafts.removeDraft(draftStore, entry.payload.sessionId);
      }
      const waiting = await queue.readQueue(deps.store);
      if (!waiting.some((e) => e.userId === userId)) return;
      const decks = new Map(waiting.map((e) => [e.payload.sessionId, e.payload.subDeckId]));
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
    // Off the first paint: the queue's code and the database open are not on the page's critical path.
    const idle = window.setTimeout(run, 0);
    window.addEventListener("online", run);
    return () => {
      active = false;
      window.clearTimeout(idle);
      window.removeEventListener("online", run);
    };
  }, [userId, queryClient]);

  return null;
}
