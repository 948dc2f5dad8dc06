import type { QueryClient } from "@tanstack/react-query";
import { browserDraftStore, browserSaveDeps } from "./browser-save-deps";
import { invalidateAfterSave } from "./invalidate-after-save";
import { LAST_OFFLINE_SYNC_KEY } from "./offline-save-key";
import { enqueueSave, flushSaves, readQueue } from "./offline-save-queue";
import { removeDraft, staleDrafts } from "./session-drafts";
import { liveSessionIds } from "./session-lock";
import { recordSyncOutcomes } from "./sync-problem";

/**
 * Sends this learner's waiting sessions: those saved while offline, and those left behind that are
 * no longer offered for resuming (`staleDrafts`). `active`: false once the caller is gone (then
 * nothing is refreshed on screen).
 */
export async function syncWaitingSessions(
  userId: string,
  queryClient: QueryClient,
  active: () => boolean = () => true,
): Promise<void> {
  const deps = browserSaveDeps();
  const draftStore = browserDraftStore();
  // Queued first, then the draft dropped: a failure in between leaves a copy, never none.
  const live = await liveSessionIds();
  for (const entry of await staleDrafts(draftStore, userId, Date.now(), live)) {
    await enqueueSave(deps.store, entry);
    await removeDraft(draftStore, entry.payload.sessionId);
  }
  const waiting = await readQueue(deps.store);
  if (!waiting.some((e) => e.userId === userId)) return;
  const decks = new Map(waiting.map((e) => [e.payload.sessionId, e.payload.subDeckId]));
  const outcomes = await flushSaves(userId, deps);
  recordSyncOutcomes(outcomes, new Date());
  if (!active()) return;
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
}
