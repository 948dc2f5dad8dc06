import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { browserDraftStore, browserSaveDeps, browserSaveStore } from "../lib/browser-save-deps";
import { enqueueSave, type QueuedSave, removeSave, saveSession } from "../lib/offline-save-queue";
import { removeDraft, writeDraft } from "../lib/session-drafts";
import { holdSessionLock } from "../lib/session-lock";

export interface LeaveGuard {
  /** An in-app navigation is waiting for the learner to choose. */
  asking: boolean;
  /** Stay in the session. */
  stay: () => void;
  /** Save the answers given so far, then go where the learner was going. */
  saveAndLeave: () => void;
}

/**
 * Answers given in a session are never lost by leaving it. While `active` (answers given, the
 * overview not reached):
 *  - a link or back button inside the app asks first (the caller shows the question);
 *  - closing or reloading the tab asks the browser's own question;
 *  - every answer rewrites the session's draft in the device's database, so a crash loses nothing;
 *  - if the page goes anyway (tab closed, phone killed the browser), the answers so far are put in the
 *    offline save queue at that moment and sent on the next start (should that last write not finish,
 *    the draft is still there, and no page holds its session's lock: it is saved at the next start).
 *    Should the page come back from the browser's cache instead, they are taken out again and the
 *    session goes on.
 */
export function useLeaveGuard(
  active: boolean,
  answersSoFar: () => QueuedSave | null,
  /** Changes with every answer: the draft is rewritten then. */
  revision: unknown,
  sessionId: string,
): LeaveGuard {
  const blocker = useBlocker(active);
  const latest = useRef(answersSoFar);
  latest.current = answersSoFar;

  // The page holds the session's lock while it shows the session: a draft nobody holds is a session left behind.
  useEffect(() => holdSessionLock(sessionId), [sessionId]);

  // Each answer rewrites the session's draft, off the answer's own frame; a session that reached
  // its overview (saved through the queue) leaves none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` changes with every answer, which is when the draft is rewritten
  useEffect(() => {
    if (!active) {
      void removeDraft(browserDraftStore(), sessionId).catch(() => undefined);
      return;
    }
    const timer = window.setTimeout(() => {
      const entry = latest.current();
      if (entry) void writeDraft(browserDraftStore(), entry, Date.now()).catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [active, revision, sessionId]);

  useEffect(() => {
    if (!active) return;
    let kept: string | null = null;
    // The pagehide writes; a page restored from the browser's cache undoes them only after they end.
    let leaving: Promise<unknown> = Promise.resolve();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their question.
      event.returnValue = "";
    };
    const onPageHide = () => {
      const entry = latest.current();
      if (!entry) return;
      kept = entry.payload.sessionId;
      // Queued, then the draft dropped (it would only send the same answers twice); a page gone
      // before either write ends still leaves the draft, which holds every answer.
      leaving = enqueueSave(browserSaveStore(), entry)
        .then(() => removeDraft(browserDraftStore(), entry.payload.sessionId))
        .catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && kept) {
        const restored = kept;
        kept = null;
        // Draft first, then out of the queue: at every moment one of the two holds the answers.
        leaving = leaving
          .then(async () => {
            const entry = latest.current();
            if (entry) await writeDraft(browserDraftStore(), entry, Date.now());
            await removeSave(browserSaveStore(), restored);
          })
          .catch(() => undefined);
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [active]);

  const stay = useCallback(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);

  const saveAndLeave = useCallback(() => {
    const entry = latest.current();
    // Queued first, then sent: it reaches the server even if this page is gone before the answer.
    if (entry) {
      const sessionId = entry.payload.sessionId;
      void saveSession(entry, browserSaveDeps()).then((outcome) => {
        // Saved or queued: the draft is no longer needed (a refused save keeps it, to try again later).
        if (outcome.status !== "failed") return removeDraft(browserDraftStore(), sessionId).catch(() => undefined);
      });
    }
    if (blocker.state === "blocked") blocker.proceed();
  }, [blocker]);

  return { asking: blocker.state === "blocked", stay, saveAndLeave };
}
