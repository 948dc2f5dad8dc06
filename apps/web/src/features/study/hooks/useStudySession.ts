import { useCallback, useMemo, useRef, useState } from "react";
import { useStudyLoop } from "../../../lib/study-loop";
import { randomUuid } from "../../../lib/uuid";
import { type ResumableMode, type ResumePoint, resumedState } from "../lib/resume-point";
import type { SessionEnv, SessionState } from "../lib/session-engine";
import * as engine from "../lib/session-engine";
import { SESSION_TYPE_OF_MODE } from "../lib/study-modes";
import type { StudySessionData } from "../types";

export const sessionEnv = (): SessionEnv => ({ now: Date.now(), random: Math.random });

/** A session left midway, taken up where it stood under its own id. */
export interface ResumedSession {
  sessionId: string;
  point: ResumePoint;
}

function firstState(mode: ResumableMode, data: StudySessionData, resumed: ResumedSession | undefined): SessionState {
  if (resumed) return resumedState(resumed.point, Date.now());
  return engine.startSession(
    {
      sessionType: SESSION_TYPE_OF_MODE[mode],
      algorithm: data.settings.studyAlgorithm,
      studyType: data.settings.studyType,
      languageName: data.deck.languageName,
      translationLanguageName: data.deck.translationLanguageName,
      words: data.words,
      distractors: data.distractors,
      // Writing decks are written in every session but Audio Review, which is by ear.
      writing: data.deck.isWritingDeck && mode !== "audio-review",
    },
    sessionEnv(),
  );
}

/** Whether the answer now in feedback is right (null while none shows): its sound plays. */
const feedbackOf = (s: SessionState) => s.pending?.correct ?? null;

/** What the learner can do in a session, each one step of its engine. */
export interface SessionActions {
  submit: (given: string) => void;
  written: (mistakes: number) => void;
  proceed: () => void;
  rate: (rating: 1 | 2 | 3 | 4) => void;
  next: () => void;
  known: () => void;
  undo: () => void;
  claim: () => void;
  /** Ends the session at the overview (the answer on screen counts). */
  finish: () => void;
}

/**
 * One study session's loop: its state (started, or resumed) and the learner's steps through it,
 * with the question before exiting. Exit: with answers given → the overview (Escape asks first);
 * with none → `leave` (back to the deck, nothing kept).
 */
export function useStudySession(
  mode: ResumableMode,
  data: StudySessionData,
  resumed: ResumedSession | undefined,
  leave: () => void,
) {
  const [sessionId] = useState(() => resumed?.sessionId ?? randomUuid());
  const { state, stateRef, apply, answer } = useStudyLoop(() => firstState(mode, data, resumed), feedbackOf);
  const [confirmExit, setConfirmExit] = useState(false);
  const confirmExitRef = useRef(false);
  confirmExitRef.current = confirmExit;

  const actions = useMemo<SessionActions>(
    () => ({
      submit: (given) => answer((s) => engine.submitAnswer(s, given, sessionEnv())),
      written: (mistakes) => answer((s) => engine.submitWriting(s, mistakes, sessionEnv())),
      proceed: () => apply((s) => engine.continueAfterFeedback(s, sessionEnv())),
      rate: (rating) => apply((s) => engine.rateAnswer(s, rating, sessionEnv())),
      next: () => apply((s) => engine.nextPresented(s, sessionEnv())),
      known: () => apply((s) => engine.markAsKnown(s, sessionEnv())),
      undo: () => apply((s) => engine.undoLastAnswer(s, sessionEnv())),
      claim: () => apply((s) => engine.claimCorrect(s)),
      finish: () => {
        setConfirmExit(false);
        apply((s) => engine.endSession(s, sessionEnv()));
      },
    }),
    [apply, answer],
  );

  const exit = useCallback(
    (fromEscape: boolean) => {
      const s = stateRef.current;
      if (s.phase === "overview") return;
      if (!engine.hasAnswers(s)) leave();
      else if (fromEscape) setConfirmExit(true);
      else actions.finish();
    },
    [stateRef, leave, actions],
  );

  return { sessionId, state, stateRef, actions, exit, confirmExit, confirmExitRef, setConfirmExit };
}
