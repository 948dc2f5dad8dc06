import { deckPath, studyPath } from "@app/domain/navigation";
import { ENTER_GUARD_MS } from "@app/domain/study/constants";
import { clsx } from "clsx";
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { lazyNamed } from "../../../lib/lazy-named";
import { useCurrentSession } from "../../../lib/session";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { randomUuid } from "../../../lib/uuid";
import { type SessionSoFar, useLeaveGuard } from "../hooks/useLeaveGuard";
import { useSessionSave } from "../hooks/useSessionSave";
import { overviewParts } from "../lib/overview-parts";
import { type ResumableMode, type ResumePoint, resumedState, resumePoint } from "../lib/resume-point";
import {
  canClaimCorrect,
  canContinueWithEnter,
  canUndo,
  claimCorrect,
  continueAfterFeedback,
  currentWord,
  endSession,
  hasAnswers,
  markAsKnown,
  nextPresented,
  rateAnswer,
  type SessionEnv,
  type SessionState,
  sessionProgress,
  startSession,
  submitAnswer,
  submitWriting,
  undoLastAnswer,
} from "../lib/session-engine";
import { buildSavePayload } from "../lib/session-payload";
import { playFeedbackSound } from "../lib/sounds";
import { SESSION_TYPE_OF_MODE } from "../lib/study-modes";
import type { StudySessionData } from "../types";
import { SessionHeader } from "./SessionHeader";
import { SessionOverview } from "./SessionOverview";
import { StudyCard } from "./StudyCard";
import { STUDY_KEYS } from "./study-keys";
import { STUDY_MODE_TITLES } from "./study-mode-titles";

// The session's dialogs (and the dialog library) load after the first word is on screen.
const ExitSessionDialog = lazyNamed(() => import("./ExitSessionDialog"), "ExitSessionDialog");
const LeaveSessionDialog = lazyNamed(() => import("./LeaveSessionDialog"), "LeaveSessionDialog");
const KeyboardHelpDialog = lazyNamed(() => import("./KeyboardHelpDialog"), "KeyboardHelpDialog");
/** How long after the session appears its dialogs are fetched (they open at once from then on). */
const DIALOGS_AFTER_MS = 1500;

export type SessionMode = ResumableMode;

const env = (): SessionEnv => ({ now: Date.now(), random: Math.random });

/** Ctrl+Z, or ⌘Z on a Mac. */
function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "z";
}

/**
 * One study session from its words to the overview. Keyboard-first: Enter submits and continues,
 * 1–4 pick options and ratings, Ctrl+Z / ⌘Z takes back the last answer, Escape exits (asking first
 * once answers were given). `resumed`: a session left midway, taken up where it stood under its own id.
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
  resumed?: { sessionId: string; point: ResumePoint };
}) {
  const navigate = useNavigate();
  const { user } = useCurrentSession();
  const online = useOnlineStatus();
  const title = STUDY_MODE_TITLES[mode];
  const backPath = deckPath(subDeckId);

  const [sessionId] = useState(() => resumed?.sessionId ?? randomUuid());
  const [state, setState] = useState<SessionState>(() =>
    resumed
      ? resumedState(resumed.point, Date.now())
      : startSession(
          {
            sessionType: SESSION_TYPE_OF_MODE[mode],
            algorithm: data.settings.studyAlgorithm,
            studyType: data.settings.studyType,
            productionPractice: data.settings.productionPractice ?? false,
            languageName: data.deck.languageName,
            translationLanguageName: data.deck.translationLanguageName,
            words: data.words,
            distractors: data.distractors,
            // Writing decks are written in every session but Audio Review, which is by ear.
            writing: data.deck.isWritingDeck && mode !== "audio-review",
          },
          env(),
        ),
  );
  // The source of truth between renders, so two quick key presses can't both act on a stale state.
  const stateRef = useRef(state);
  const apply = useCallback((transition: (s: SessionState) => SessionState) => {
    const before = stateRef.current;
    const after = transition(before);
    if (after !== before) {
      stateRef.current = after;
      setState(after);
    }
    return { before, after };
  }, []);

  const [notes, setNotes] = useState<Record<number, string | null>>(() =>
    Object.fromEntries(data.words.map((w) => [w.id, w.progress?.userNotes ?? null])),
  );
  const editingNotes = useRef(false);
  const onEditingNotes = useCallback((editing: boolean) => {
    editingNotes.current = editing;
  }, []);
  const [confirmExit, setConfirmExit] = useState(false);
  const [showKeys, setShowKeys] = useState(false);
  const openKeys = useCallback(() => setShowKeys(true), []);
  const confirmExitRef = useRef(false);
  confirmExitRef.current = confirmExit;

  const submit = useCallback(
    (given: string) => {
      const { after, before } = apply((s) => submitAnswer(s, given, env()));
      if (after !== before && after.pending) playFeedbackSound(after.pending.correct);
    },
    [apply],
  );
  const written = useCallback(
    (mistakes: number) => {
      const { after, before } = apply((s) => submitWriting(s, mistakes, env()));
      if (after !== before && after.pending) playFeedbackSound(after.pending.correct);
    },
    [apply],
  );
  const proceed = useCallback(() => apply((s) => continueAfterFeedback(s, env())), [apply]);
  const rate = useCallback((rating: 1 | 2 | 3 | 4) => apply((s) => rateAnswer(s, rating, env())), [apply]);
  const next = useCallback(() => apply((s) => nextPresented(s, env())), [apply]);
  const known = useCallback(() => apply((s) => markAsKnown(s, env())), [apply]);
  const undo = useCallback(() => apply((s) => undoLastAnswer(s, env())), [apply]);
  const claim = useCallback(() => apply((s) => claimCorrect(s)), [apply]);
  const finish = useCallback(() => {
    setConfirmExit(false);
    apply((s) => endSession(s, env()));
  }, [apply]);

  /** Exit: with answers given → the overview (Escape asks first); with none → back to the deck, nothing kept. */
  const exit = useCallback(
    (fromEscape: boolean) => {
      const s = stateRef.current;
      if (s.phase === "overview") return;
      if (!hasAnswers(s)) {
        navigate(backPath);
        return;
      }
      if (fromEscape) setConfirmExit(true);
      else finish();
    },
    [navigate, backPath, finish],
  );
  const exitFromButton = useCallback(() => exit(false), [exit]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      ExitSessionDialog.preload();
      LeaveSessionDialog.preload();
      KeyboardHelpDialog.preload();
    }, DIALOGS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isUndoKey(event)) {
        // Ctrl+Z / ⌘Z takes back the last answer; in a text field it stays the field's own undo.
        const target = event.target instanceof HTMLElement ? event.target : null;
        const inField =
          !!target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
        if (inField || event.defaultPrevented || confirmExitRef.current || !canUndo(stateRef.current)) return;
        if (document.querySelector("[role='dialog']")) return;
        event.preventDefault();
        undo();
        return;
      }
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        confirmExitRef.current ||
        document.querySelector("[role='dialog']")
      )
        return;
      const s = stateRef.current;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const inField =
        !!target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
      const onControl = !!target?.closest("button, a, select, summary, [role='button']");
      if (event.key === "Escape") {
        if (editingNotes.current || s.phase === "overview") return;
        event.preventDefault();
        exit(true);
        return;
      }
      if (event.key === "Enter") {
        if (inField || onControl || editingNotes.current) return;
        const now = Date.now();
        if (canContinueWithEnter(s, now, ENTER_GUARD_MS)) {
          event.preventDefault();
          proceed();
        } else if (s.phase === "presentation" && now - s.promptShownAt >= ENTER_GUARD_MS) {
          event.preventDefault();
          next();
        }
        return;
      }
      if (!inField && event.key === "?") {
        event.preventDefault();
        setShowKeys(true);
        return;
      }
      if (!inField && !onControl && event.key === " " && s.phase !== "overview") {
        // Space plays the word's pronunciation, where its audio button shows.
        const audio = document.querySelector<HTMLButtonElement>(
          "[data-testid='study-screen'] button[aria-label='Play pronunciation']",
        );
        if (audio) {
          event.preventDefault();
          audio.click();
        }
        return;
      }
      if (!inField && (event.key === "r" || event.key === "R") && canClaimCorrect(s)) {
        event.preventDefault();
        claim();
        return;
      }
      if (inField || !/^[1-4]$/.test(event.key)) return;
      const n = Number(event.key);
      if (s.phase === "test" && s.test && s.test.options.length > 0) {
        const option = s.test.options[n - 1];
        if (option !== undefined) {
          event.preventDefault();
          submit(option);
        }
      } else if (s.phase === "rating") {
        event.preventDefault();
        rate(n as 1 | 2 | 3 | 4);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [exit, proceed, next, submit, rate, undo, claim]);

  // The finished session's one save request. Once at the overview the state no longer changes,
  // so this is built once.
  const payload = useMemo(
    () =>
      state.phase === "overview" && state.endedAt !== null && hasAnswers(state)
        ? buildSavePayload({
            sessionId,
            subDeckId,
            sessionType: state.sessionType,
            studyAlgorithm: data.settings.studyAlgorithm,
            startedAt: state.startedAt,
            endedAt: state.endedAt,
            tallies: state.queue.tallies,
          })
        : null,
    [state, sessionId, subDeckId, data.settings.studyAlgorithm],
  );
  const saveStatus = useSessionSave(payload, user?.id ?? null);

  // Leaving mid-session (a link, the back button, closing the tab) never loses the answers given.
  const userId = user?.id ?? null;
  const answersSoFar = useCallback((): SessionSoFar | null => {
    const s = stateRef.current;
    if (!userId || s.phase === "overview" || !hasAnswers(s)) return null;
    const ended = endSession(s, env());
    if (ended.endedAt === null) return null;
    return {
      entry: {
        userId,
        queuedAt: new Date().toISOString(),
        payload: buildSavePayload({
          sessionId,
          subDeckId,
          sessionType: ended.sessionType,
          studyAlgorithm: data.settings.studyAlgorithm,
          startedAt: ended.startedAt,
          endedAt: ended.endedAt,
          tallies: ended.queue.tallies,
        }),
      },
      resume: resumePoint(mode, subDeckId, data, s),
    };
  }, [userId, sessionId, subDeckId, data, mode]);
  const leaveGuard = useLeaveGuard(state.phase !== "overview" && hasAnswers(state), answersSoFar, state, sessionId);

  // Move focus to each new view, so keyboard and screen-reader users follow along (and a focused
  // button from the last view can't catch the next Enter). A typing test focuses its own input.
  const body = useRef<HTMLDivElement>(null);
  const typingTest = state.phase === "test" && state.test !== null && state.test.options.length === 0;
  const view = `${state.phase}:${state.presentationIndex}:${state.promptShownAt}:${typingTest}`;
  useEffect(() => {
    if (!view.endsWith(":true")) body.current?.focus({ preventScroll: true });
  }, [view]);

  const frame = (children: ReactNode) => (
    <div
      data-testid="study-screen"
      className={clsx(
        // Phones: the whole screen, over the app's bars, so the session fits without scrolling.
        "fixed inset-x-0 bottom-0 z-40 overflow-y-auto bg-bg md:static md:z-auto md:overflow-visible md:bg-transparent",
        online ? "top-0" : "top-9",
      )}
    >
      <div className="mx-auto flex min-h-full w-full max-w-2xl flex-col gap-4 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] short:gap-2 short:pt-1 short:pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-0 md:pt-0">
        {children}
      </div>
    </div>
  );

  if (state.phase === "overview") {
    const parts = overviewParts(state.sessionType, Object.values(state.queue.tallies));
    return frame(
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
      </div>,
    );
  }

  const word = currentWord(state);
  const progress = sessionProgress(state);
  return frame(
    <>
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
        onUndo={undo}
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
            onSubmit={submit}
            onContinue={proceed}
            onClaimCorrect={canClaimCorrect(state) ? claim : undefined}
            onRate={rate}
            onNext={next}
            onKnown={known}
            onWritten={written}
          />
        ) : null}
      </div>
      <div aria-live="polite" className="sr-only">
        {state.phase === "feedback" && state.pending && state.test
          ? state.pending.correct
            ? "Your answer is correct."
            : `Your answer is incorrect. The correct answer is ${state.test.correctAnswer}.`
          : ""}
      </div>
      <Suspense fallback={null}>
        {confirmExit ? <ExitSessionDialog open onOpenChange={setConfirmExit} onConfirm={finish} /> : null}
        {showKeys ? <KeyboardHelpDialog keys={STUDY_KEYS} onOpenChange={setShowKeys} /> : null}
        {leaveGuard.asking ? (
          <LeaveSessionDialog open onStay={leaveGuard.stay} onLeave={leaveGuard.saveAndLeave} />
        ) : null}
      </Suspense>
    </>,
  );
}
