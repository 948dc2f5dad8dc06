import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { browserSaveDeps } from "../lib/browser-save-deps";
import { enqueueSave, type QueuedSave, removeSave, saveSession } from "../lib/offline-save-queue";
import { removeDraft, writeDraft } from "../lib/session-drafts";

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
 *  - if the page goes anyway (tab closed, phone killed the browser), the answers so far are put in the
 *    offline save queue at that moment and sent on the next start. Should the page come back from the
 *    browser's cache instead, they are taken out again and the session goes on.
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

  // Each answer rewrites the session's draft, off the answer's own frame; a session that reached
  // its overview (saved through the queue) leaves none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` changes with every answer, which is when the draft is rewritten
  useEffect(() => {
    if (!active) {
      removeDraft(window.localStorage, sessionId);
      return;
    }
    const timer = window.setTimeout(() => {
      const entry = latest.current();
      if (entry) writeDraft(window.localStorage, entry, Date.now());
    }, 0);
    return () => window.clearTimeout(timer);
  }, [active, revision, sessionId]);

  useEffect(() => {
    if (!active) return;
    let kept: string | null = null;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their question.
      event.returnValue = "";
    };
    const onPageHide = () => {
      const entry = latest.current();
      if (!entry) return;
      enqueueSave(window.localStorage, entry);
      // Now in the queue: the draft would only send the same answers twice.
      removeDraft(window.localStorage, entry.payload.sessionId);
      kept = entry.payload.sessionId;
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && kept) {
        removeSave(window.localStorage, kept);
        const entry = latest.current();
        if (entry) writeDraft(window.localStorage, entry, Date.now());
        kept = null;
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
    if (entry) void saveSession(entry, browserSaveDeps());
    if (blocker.state === "blocked") blocker.proceed();
  }, [blocker]);

  return { asking: blocker.state === "blocked", stay, saveAndLeave };
}
