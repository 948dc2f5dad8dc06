import type { QueryClient } from "@tanstack/react-query";
import { browserDraftStore, browserSaveStore } from "./browser-save-deps";
import { enqueueSave } from "./offline-save-queue";
import { removeDraft, resumableDraft, resumableDrafts, type SessionDraft } from "./session-drafts";
import { liveSessionIds } from "./session-lock";
import { syncWaitingSessions } from "./sync-waiting-sessions";

/** Sessions this learner left midway on this device, which they can resume, the most recent first. */
export async function leftSessions(userId: string): Promise<SessionDraft[]> {
  return resumableDrafts(browserDraftStore(), userId, Date.now(), await liveSessionIds());
}

/** The session to resume, if it is still left (not saved, not open in another tab). */
export async function takeLeftSession(userId: string, sessionId: string): Promise<SessionDraft | null> {
  return resumableDraft(browserDraftStore(), userId, sessionId, Date.now(), await liveSessionIds());
}

/** Saves a left session with the answers it has (queued first, then sent), instead of resuming it. */
export async function saveLeftSession(userId: string, draft: SessionDraft, queryClient: QueryClient): Promise<void> {
  await enqueueSave(browserSaveStore(), draft.entry);
  await removeDraft(browserDraftStore(), draft.entry.payload.sessionId);
  await syncWaitingSessions(userId, queryClient);
}
