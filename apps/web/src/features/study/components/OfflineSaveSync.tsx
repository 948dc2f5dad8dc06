import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useCurrentSession } from "../../../lib/session";
import { LAST_OFFLINE_SYNC_KEY } from "../lib/offline-save-key";

/** How long after the page has loaded the waiting sessions are looked at. */
const START_DELAY_MS = 1000;

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
      const [
        queue,
        { browserSaveDeps, browserDraftStore },
        { invalidateAfterSave },
        drafts,
        { liveSessionIds },
        { recordSyncOutcomes },
      ] = await Promise.all([
        import("../lib/offline-save-queue"),
        import("../lib/browser-save-deps"),
        import("../lib/invalidate-after-save"),
        import("../lib/session-drafts"),
        import("../lib/session-lock"),
        import("../lib/sync-problem"),
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
      recordSyncOutcomes(outcomes, new Date());
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
    // Once the page has loaded: the queue's code and the database are not on the first screen's path.
    let later = 0;
    const afterLoad = () => {
      later = window.setTimeout(run, START_DELAY_MS);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    window.addEventListener("online", run);
    return () => {
      active = false;
      window.clearTimeout(later);
      window.removeEventListener("load", afterLoad);
      window.removeEventListener("online", run);
    };
  }, [userId, queryClient]);

  return null;
}
