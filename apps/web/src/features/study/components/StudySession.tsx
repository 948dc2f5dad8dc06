import { deckPath, studyPath } from "@app/domain/navigation";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { lazyNamed } from "../../../lib/lazy-named";
import { onSessionKey } from "../hooks/session-keys";
import { useSessionDraft } from "../hooks/useSessionDraft";
import { type ResumedSession, useStudySession } from "../hooks/useStudySession";
import { overviewParts } from "../lib/overview-parts";
import type { ResumableMode } from "../lib/resume-point";
import { canClaimCorrect, canUndo, currentWord, type SessionState, sessionProgress } from "../lib/session-engine";
import { useWindowKeys } from "../lib/study-loop";
import type { StudySessionData } from "../types";
import { SessionHeader } from "./SessionHeader";
import { SessionOverview } from "./SessionOverview";
import { StudyCard } from "./StudyCard";
import { StudyFrame } from "./StudyFrame";
import { STUDY_KEYS } from "./study-keys";
import { STUDY_MODE_TITLES } from "./study-mode-titles";

// The session's dialogs (and the dialog library) load after the first word is on screen.
const ExitSessionDialog = lazyNamed(() => import("./ExitSessionDialog"), "ExitSessionDialog");
const LeaveSessionDialog = lazyNamed(() => import("./LeaveSessionDialog"), "LeaveSessionDialog");
const KeyboardHelpDialog = lazyNamed(() => import("./KeyboardHelpDialog"), "KeyboardHelpDialog");
/** How long after the session appears its dialogs are fetched (they open at once from then on). */
const DIALOGS_AFTER_MS = 1500;

export type SessionMode = ResumableMode;

function usePreloadedDialogs(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      ExitSessionDialog.preload();
      LeaveSessionDialog.preload();
      KeyboardHelpDialog.preload();
    }, DIALOGS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * Moves focus to each new view, so keyboard and screen-reader users follow along (and a focused
 * button from the last view can't catch the next Enter). A typing test focuses its own input.
 */
function useViewFocus(state: SessionState) {
  const body = useRef<HTMLDivElement>(null);
  const typingTest = state.phase === "test" && state.test !== null && state.test.options.length === 0;
  const view = `${state.phase}:${state.presentationIndex}:${state.promptShownAt}:${typingTest}`;
  useEffect(() => {
    if (!view.endsWith(":true")) body.current?.focus({ preventScroll: true });
  }, [view]);
  return body;
}

/** The answer just given, for screen readers. */
function feedbackAnnouncement(state: SessionState): string {
  if (state.phase !== "feedback" || !state.pending || !state.test) return "";
  return state.pending.correct
    ? "Your answer is correct."
    : `Your answer is incorrect. The correct answer is ${state.test.correctAnswer}.`;
}

/**
 * One study session from its words to the overview. Keyboard-first (see `onSessionKey`); Escape
 * exits, asking first once answers were given. `resumed`: a session left midway, taken up where it
 * stood under its own id.
 */
export function StudySession({
  mode,
  subDeckId,
  data,
  resumed,
}: {
  mode: SessionMode;
  subDeckId: string;
  data: StudySessionData;
  resumed?: ResumedSession;
}) {
  const navigate = useNavigate();
  const title = STUDY_MODE_TITLES[mode];
  const backPath = deckPath(subDeckId);
  const leave = useCallback(() => navigate(backPath), [navigate, backPath]);
  const session = useStudySession(mode, data, resumed, leave);
  const { state, stateRef, actions, exit } = session;

  const [notes, setNotes] = useState<Record<number, string | null>>(() =>
    Object.fromEntries(data.words.map((w) => [w.id, w.progress?.userNotes ?? null])),
  );
  const editingNotes = useRef(false);
  const onEditingNotes = useCallback((editing: boolean) => {
    editingNotes.current = editing;
  }, []);
  const [showKeys, setShowKeys] = useState(false);
  const openKeys = useCallback(() => setShowKeys(true), []);
  const exitFromButton = useCallback(() => exit(false), [exit]);

  usePreloadedDialogs();
  useWindowKeys((event) =>
    onSessionKey(
      event,
      stateRef.current,
      { confirmingExit: session.confirmExitRef.current, editingNotes: editingNotes.current },
      { ...actions, exit, showKeys: openKeys },
    ),
  );
  const { saveStatus, leaveGuard } = useSessionDraft({
    mode,
    subDeckId,
    data,
    sessionId: session.sessionId,
    state,
    stateRef,
  });
  const body = useViewFocus(state);

  if (state.phase === "overview") {
    const parts = overviewParts(state.sessionType, Object.values(state.queue.tallies));
    return (
      <StudyFrame spacing="session">
        <div ref={body} tabIndex={-1} className="outline-none md:pt-2">
          <SessionOverview
            title={`${title} · ${data.deck.name}`}
            overview={parts.overview}
            rows={parts.rows}
            words={state.words}
            saveStatus={saveStatus}
            deckPath={backPath}
            learnMorePath={parts.newWordsLeft(data.newWordsLeft) ? studyPath("learn-new", subDeckId) : null}
            emptyRowsText={parts.emptyRowsText}
          />
        </div>
      </StudyFrame>
    );
  }

  const word = currentWord(state);
  const progress = sessionProgress(state);
  return (
    <StudyFrame spacing="session">
      <SessionHeader
        title={`${title}: ${data.deck.name}`}
        subtitle={`${title} · ${data.deck.name}`}
        percentComplete={progress.percentComplete}
        wordsRemaining={progress.wordsRemaining}
        dotsFilled={progress.dots.filled}
        dotsTotal={progress.dots.total}
        presentingIndex={state.phase === "presentation" ? state.presentationIndex + 1 : null}
        presentingTotal={state.presentation.length}
        onExit={exitFromButton}
        canUndo={canUndo(state)}
        onUndo={actions.undo}
        onShowKeys={openKeys}
      />
      <div ref={body} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {word ? (
          <StudyCard
            state={state}
            word={word}
            deck={data.deck}
            notes={notes[word.id] ?? null}
            onNotesSaved={(value) => setNotes((n) => ({ ...n, [word.id]: value }))}
            onEditingNotes={onEditingNotes}
            onSubmit={actions.submit}
            onContinue={actions.proceed}
            onClaimCorrect={canClaimCorrect(state) ? actions.claim : undefined}
            onRate={actions.rate}
            onNext={actions.next}
            onKnown={actions.known}
            onWritten={actions.written}
          />
        ) : null}
      </div>
      <div aria-live="polite" className="sr-only">
        {feedbackAnnouncement(state)}
      </div>
      <Suspense fallback={null}>
        {session.confirmExit ? (
          <ExitSessionDialog open onOpenChange={session.setConfirmExit} onConfirm={actions.finish} />
        ) : null}
        {showKeys ? <KeyboardHelpDialog keys={STUDY_KEYS} onOpenChange={setShowKeys} /> : null}
        {leaveGuard.asking ? (
          <LeaveSessionDialog open onStay={leaveGuard.stay} onLeave={leaveGuard.saveAndLeave} />
        ) : null}
      </Suspense>
    </StudyFrame>
  );
}
