import { Suspense, useEffect } from "react";
import { lazyNamed } from "../../../lib/lazy-named";
import type { LeaveGuard } from "../hooks/useLeaveGuard";
import { STUDY_KEYS } from "./study-keys";

// The session's dialogs (and the dialog library) load after the first word is on screen.
const ExitSessionDialog = lazyNamed(() => import("./ExitSessionDialog"), "ExitSessionDialog");
const LeaveSessionDialog = lazyNamed(() => import("./LeaveSessionDialog"), "LeaveSessionDialog");
const KeyboardHelpDialog = lazyNamed(() => import("./KeyboardHelpDialog"), "KeyboardHelpDialog");
/** How long after the session appears its dialogs are fetched (they open at once from then on). */
const DIALOGS_AFTER_MS = 1500;

/** The dialogs are fetched a moment after the session appears, so they open at once from then on. */
export function usePreloadedDialogs(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      ExitSessionDialog.preload();
      LeaveSessionDialog.preload();
      KeyboardHelpDialog.preload();
    }, DIALOGS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/** The session's dialogs: the question before exiting, the list of keys, the question before leaving. */
export function SessionDialogs({
  exit,
  keys,
  leaveGuard,
}: {
  /** The question before exiting (Escape with answers given): open, and ending the session. */
  exit: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };
  keys: { open: boolean; onOpenChange: (open: boolean) => void };
  leaveGuard: LeaveGuard;
}) {
  return (
    <Suspense fallback={null}>
      {exit.open ? <ExitSessionDialog {...exit} /> : null}
      {keys.open ? <KeyboardHelpDialog keys={STUDY_KEYS} onOpenChange={keys.onOpenChange} /> : null}
      {leaveGuard.asking ? (
        <LeaveSessionDialog open onStay={leaveGuard.stay} onLeave={leaveGuard.saveAndLeave} />
      ) : null}
    </Suspense>
  );
}
