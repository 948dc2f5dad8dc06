import { deckPath, studyPath } from "@app/domain/navigation";
import { LEARN_NEW_WORDS } from "@app/domain/study/constants";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { afterNextPaint } from "../../../lib/after-paint";
import { useWindowKeys } from "../../../lib/study-loop";
import { onSessionKey } from "../hooks/session-keys";
import { useSessionDraft } from "../hooks/useSessionDraft";
import type { SaveStatus } from "../hooks/useSessionSave";
import { type ResumedSession, useStudySession } from "../hooks/useStudySession";
import { overviewParts } from "../lib/overview-parts";
import type { ResumableMode } from "../lib/resume-point";
import { canClaimCorrect, canUndo, currentWord, type SessionState, sessionProgress } from "../lib/session-engine";
import { BEYOND_PLAN_QUERY } from "../lib/study-modes";
import type { StudySessionData } from "../types";
import { SessionDialogs, usePreloadedDialogs } from "./SessionDialogs";
import { SessionHeader } from "./SessionHeader";
import { SessionOverview } from "./SessionOverview";
import { StudyCard } from "./StudyCard";
import { StudyFrame } from "./StudyFrame";
import { STUDY_MODE_TITLES } from "./study-mode-titles";

export type SessionMode = ResumableMode;

/**
 * Moves focus to each new view, so keyboard and screen-reader users follow along (and a focused
 * button from the last view can't catch the next Enter). A typing test focuses its own input.
 * The focus moves once the view is painted: focusing makes the browser bring the page's styles
 * and layout up to date there and then, in the middle of React's commit, work the view's own frame
 * would do again (and the element focused before, a typed answer's input, has just been removed).
 */
function useViewFocus(state: SessionState) {
  const body = useRef<HTMLDivElement>(null);
  const typingTest = state.phase === "test" && state.test !== null && state.test.options.length === 0;
  const view = `${state.phase}:${state.presentationIndex}:${state.promptShownAt}:${typingTest}`;
  useEffect(() => {
    if (view.endsWith(":true")) return;
    return afterNextPaint(() => body.current?.focus({ preventScroll: true }));
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

/** The word's notes in this session (saved ones come back from the server), and whether they are being edited. */
function useSessionNotes(data: StudySessionData) {
  const [notes, setNotes] = useState<Record<number, string | null>>(() =>
    Object.fromEntries(data.words.map((w) => [w.id, w.progress?.userNotes ?? null])),
  );
  const editingNotes = useRef(false);
  const onEditingNotes = useCallback((editing: boolean) => {
    editingNotes.current = editing;
  }, []);
  const saveNote = useCallback((wordId: number, value: string | null) => {
    setNotes((n) => ({ ...n, [wordId]: value }));
  }, []);
  return { notes, saveNote, editingNotes, onEditingNotes };
}

/** The header: exit, progress, Words Remaining, the new word shown or the word's dots, Undo and the keys. */
function SessionTop({
  state,
  heading,
  onExit,
  onUndo,
  onShowKeys,
}: {
  state: SessionState;
  heading: { title: string; deckName: string };
  onExit: () => void;
  onUndo: () => void;
  onShowKeys: () => void;
}) {
  const progress = sessionProgress(state);
  const presentedId = state.phase === "presentation" ? state.presentation[state.presentationIndex] : undefined;
  const presented = presentedId === undefined ? undefined : state.words.find((w) => w.id === presentedId);
  return (
    <SessionHeader
      title={`${heading.title}: ${heading.deckName}`}
      subtitle={`${heading.title} · ${heading.deckName}`}
      percentComplete={progress.percentComplete}
      wordsRemaining={progress.wordsRemaining}
      dotsFilled={progress.dots.filled}
      dotsTotal={progress.dots.total}
      presentingIndex={state.phase === "presentation" ? state.presentationIndex + 1 : null}
      presentingTotal={state.presentation.length}
      presentingSkill={presented?.kind === "production" && presented.noteWordId != null}
      onExit={onExit}
      canUndo={canUndo(state)}
      onUndo={onUndo}
      onShowKeys={onShowKeys}
    />
  );
}

/**
 * After Learn New, the way on: the next words ("Learn 5 more"); once an exam plan's words for today are
 * learned, only as the learner's explicit choice ("Learn 5 beyond today's plan"); none when the deck has
 * no new words left.
 */
function learnMoreLink(
  parts: ReturnType<typeof overviewParts>,
  data: StudySessionData,
  subDeckId: string,
  beyondPlan: boolean,
): { path: string; label: string; beyondPlan: boolean } | null {
  if (!parts.newWordsLeft(data.newWordsLeft)) return null;
  const path = studyPath("learn-new", subDeckId);
  if (beyondPlan)
    return { path: `${path}?${BEYOND_PLAN_QUERY}`, label: `Learn ${LEARN_NEW_WORDS} more`, beyondPlan: false };
  if (parts.planDoneAfter(data.planLeftToday)) {
    return {
      path: `${path}?${BEYOND_PLAN_QUERY}`,
      label: `Learn ${LEARN_NEW_WORDS} beyond today's plan`,
      beyondPlan: true,
    };
  }
  return { path, label: `Learn ${LEARN_NEW_WORDS} more`, beyondPlan: false };
}

/** The overview at the session's end, with its save's status. */
function SessionEnd({
  state,
  heading,
  subDeckId,
  data,
  saveStatus,
  bodyRef,
  beyondPlan,
}: {
  state: SessionState;
  heading: string;
  subDeckId: string;
  data: StudySessionData;
  saveStatus: SaveStatus;
  bodyRef: RefObject<HTMLDivElement | null>;
  beyondPlan: boolean;
}) {
  const parts = overviewParts(state.sessionType, Object.values(state.queue.tallies));
  return (
    <StudyFrame spacing="session">
      <div ref={bodyRef} tabIndex={-1} className="outline-none md:pt-2">
        <SessionOverview
          title={heading}
          overview={parts.overview}
          rows={parts.rows}
          words={state.words}
          saveStatus={saveStatus}
          deckPath={deckPath(subDeckId)}
          learnMore={learnMoreLink(parts, data, subDeckId, beyondPlan)}
          emptyRowsText={parts.emptyRowsText}
        />
      </div>
    </StudyFrame>
  );
}

/**
 * One study session from its words to the overview, laid out over its loop (`useStudySession`).
 * Keyboard-first (see `onSessionKey`); Escape exits, asking first once answers were given.
 * `resumed`: a session left midway, taken up where it stood under its own id.
 */
export function StudySession({
  mode,
  subDeckId,
  data,
  resumed,
  beyondPlan = false,
}: {
  mode: SessionMode;
  subDeckId: string;
  data: StudySessionData;
  resumed?: ResumedSession;
  /** Learn New past the exam plan's words for today, as the learner asked. */
  beyondPlan?: boolean;
}) {
  const navigate = useNavigate();
  const title = STUDY_MODE_TITLES[mode];
  const leave = useCallback(() => navigate(deckPath(subDeckId)), [navigate, subDeckId]);
  const session = useStudySession(mode, data, resumed, leave);
  const { state, stateRef, actions, exit } = session;
  const notes = useSessionNotes(data);
  const [showKeys, setShowKeys] = useState(false);
  const openKeys = useCallback(() => setShowKeys(true), []);
  const exitFromButton = useCallback(() => exit(false), [exit]);

  usePreloadedDialogs();
  useWindowKeys((event) =>
    onSessionKey(
      event,
      stateRef.current,
      { confirmingExit: session.confirmExitRef.current, editingNotes: notes.editingNotes.current },
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
    const heading = `${title} · ${data.deck.name}`;
    return <SessionEnd {...{ state, subDeckId, data, saveStatus, beyondPlan }} heading={heading} bodyRef={body} />;
  }
  const word = currentWord(state);
  return (
    <StudyFrame spacing="session">
      <SessionTop
        state={state}
        heading={{ title, deckName: data.deck.name }}
        onExit={exitFromButton}
        onUndo={actions.undo}
        onShowKeys={openKeys}
      />
      <div ref={body} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {word ? (
          <StudyCard
            state={state}
            word={word}
            deck={data.deck}
            notes={notes.notes[word.id] ?? null}
            onNotesSaved={(value) => notes.saveNote(word.id, value)}
            onEditingNotes={notes.onEditingNotes}
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
      <SessionDialogs
        exit={{ open: session.confirmExit, onOpenChange: session.setConfirmExit, onConfirm: actions.finish }}
        keys={{ open: showKeys, onOpenChange: setShowKeys }}
        leaveGuard={leaveGuard}
      />
    </StudyFrame>
  );
}
