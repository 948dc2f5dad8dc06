import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { afterNextPaint } from "../../../lib/after-paint";
import { browserDraftStore, browserSaveDeps } from "../lib/browser-save-deps";
import { type QueuedSave, saveSession } from "../lib/offline-save-queue";
import type { ResumePoint } from "../lib/resume-point";
import { removeDraft, writeDraft } from "../lib/session-drafts";
import { holdSessionLock } from "../lib/session-lock";

/** The answers given so far (as the save they would make) and where the session stands. */
export interface SessionSoFar {
  entry: QueuedSave;
  resume: ResumePoint;
}

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
 *  - every answer rewrites the session's draft in the device's database (with where the session
 *    stands), so a crash loses nothing;
 *  - if the page goes anyway (tab closed, reloaded, the phone killed the browser), the draft is written
 *    once more on the way out; no page holds its session's lock any more, so the learner is offered to
 *    resume it on coming back, and otherwise it is saved with the answers it has (`session-drafts`).
 */
export function useLeaveGuard(
  active: boolean,
  answersSoFar: () => SessionSoFar | null,
  /** Changes with every answer: the draft is rewritten then. */
  revision: unknown,
  sessionId: string,
): LeaveGuard {
  const blocker = useBlocker(active);
  const latest = useRef(answersSoFar);
  latest.current = answersSoFar;

  // The page holds the session's lock while it shows the session: a draft nobody holds is a session left behind.
  useEffect(() => holdSessionLock(sessionId), [sessionId]);

  // Each answer rewrites the session's draft, after the answer's own frame; a session that reached
  // its overview (saved through the queue) leaves none.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` changes with every answer, which is when the draft is rewritten
  useEffect(() => {
    if (!active) {
      void removeDraft(browserDraftStore(), sessionId).catch(() => undefined);
      return;
    }
    // After the answer's feedback is painted: copying the draft into the database takes main-thread
    // time that must not delay what the learner sees.
    return afterNextPaint(() => {
      const soFar = latest.current();
      if (soFar) void writeDraft(browserDraftStore(), soFar.entry, Date.now(), soFar.resume).catch(() => undefined);
    });
  }, [active, revision, sessionId]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their question.
      event.returnValue = "";
    };
    // The last answer's own write may not have run yet: the draft is brought up to date on the way out.
    const onPageHide = () => {
      const soFar = latest.current();
      if (soFar) void writeDraft(browserDraftStore(), soFar.entry, Date.now(), soFar.resume).catch(() => undefined);
    };
    // A phone may kill a page it hid without a pagehide: hidden is the last sure moment to write.
    const onHidden = () => {
      if (document.visibilityState === "hidden") onPageHide();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [active]);

  const stay = useCallback(() => {
    if (blocker.state === "blocked") blocker.reset();
  }, [blocker]);

  const saveAndLeave = useCallback(() => {
    const entry = latest.current()?.entry;
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
