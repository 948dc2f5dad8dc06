import { hanziCorrect, hanziRating } from "@app/domain/games/hanzi-rating";
import { MAX_ACCEPTED_ANSWER_LENGTH } from "@app/domain/study/constants";
import { judgeTypedAnswer } from "@app/domain/study/typo-tolerance";
import { isChoiceTest, isChosenRight, responseSeconds } from "../../../../lib/study-loop/answer";
import type { PendingAnswer, SessionEnv, SessionState } from "./types";
import { learnerAccepted } from "./words";

/** Feedback for `pending`, with the state before it kept for Undo. */
function showFeedback(state: SessionState, pending: PendingAnswer, env: SessionEnv): SessionState {
  return { ...state, undoable: state, phase: "feedback", pending, feedbackShownAt: env.now };
}

/** Checks an answer (typed, or the option chosen) and shows feedback. A second submission is ignored. */
export function submitAnswer(state: SessionState, given: string, env: SessionEnv): SessionState {
  if (state.phase !== "test" || !state.test) return state;
  const test = state.test;
  const seconds = responseSeconds(state.promptShownAt, env.now);
  if (isChoiceTest(test))
    return showFeedback(state, { correct: isChosenRight(test, given), given, responseSeconds: seconds }, env);
  // Typed: the spec's lenient check, and on top of it a typo or missing accents forgiven (and marked),
  // and whatever the learner once declared right for this word.
  // Spelling slips are forgiven in the meaning, not in the word being learned (a production item);
  // a cloze's missing text is forgiven them as other typed answers are.
  const judged = judgeTypedAnswer(given, test.expectedAnswer, learnerAccepted(state, test.wordId), {
    spelling: test.isForward || test.cloze === true,
  });
  const pending: PendingAnswer = {
    correct: judged.verdict !== "wrong",
    given,
    responseSeconds: seconds,
    ...(judged.verdict === "typo" ? { typo: judged.reason } : {}),
  };
  return showFeedback(state, pending, env);
}

/**
 * Writing: the word has been written with `mistakes` mistakes. Correct with at most 10 (the
 * lenient rule), rated by the Hanzi rating; feedback follows.
 */
export function submitWriting(state: SessionState, mistakes: number, env: SessionEnv): SessionState {
  if (state.phase !== "test" || !state.test || !state.writing) return state;
  const m = Math.max(0, Math.floor(mistakes));
  const pending: PendingAnswer = {
    correct: hanziCorrect(m, true),
    given: state.test.expectedAnswer,
    responseSeconds: responseSeconds(state.promptShownAt, env.now),
    mistakes: m,
    rating: hanziRating(m, true),
  };
  return showFeedback(state, pending, env);
}

/** "I was right" is offered on a typed answer the check marked wrong, while its feedback shows. */
export function canClaimCorrect(state: SessionState): boolean {
  return (
    state.phase === "feedback" &&
    !!state.pending &&
    !state.pending.correct &&
    state.pending.mistakes === undefined &&
    !!state.test &&
    state.test.options.length === 0 &&
    state.pending.given.trim().length > 0 &&
    state.pending.given.trim().length <= MAX_ACCEPTED_ANSWER_LENGTH
  );
}

/**
 * "I was right": the learner overrules the check. The answer counts as right (and is sent as
 * overridden, so the review log says so), and what they typed is accepted for this word from now on.
 */
export function claimCorrect(state: SessionState): SessionState {
  if (!canClaimCorrect(state) || !state.pending || !state.test) return state;
  const wordId = state.test.wordId;
  const given = state.pending.given.trim();
  return {
    ...state,
    pending: { ...state.pending, correct: true, overridden: true },
    accepted: { ...state.accepted, [wordId]: [...(state.accepted[wordId] ?? []), given] },
  };
}
