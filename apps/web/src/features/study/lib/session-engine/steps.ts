import { answerCurrent, currentWordId } from "@app/domain/study/queue";
import { nextTest } from "./start";
import type { SessionEnv, SessionState } from "./types";
import { sinceStart } from "./words";

/** The answer on screen counted in the queue (with `rating` in MANUAL mode). */
function commit(state: SessionState, rating: number | undefined): SessionState {
  if (!state.pending) return state;
  const queue = answerCurrent(state.queue, {
    correct: state.pending.correct,
    responseSeconds: state.pending.responseSeconds,
    rating,
    // The answer was given when its feedback appeared.
    atMs: sinceStart(state, state.feedbackShownAt),
    ...(state.pending.overridden ? { overridden: state.pending.given.trim() } : {}),
  });
  return { ...state, queue, pending: null };
}

/**
 * What a MANUAL answer on screen asks of the learner. FSRS takes one rating a word per session
 * (`sessionRating`): Again when its first answer was wrong, else the rating given after that first
 * answer. So only a right first answer is rated; a wrong one is Again (said on the feedback, one key
 * goes on), and a later answer is not asked about, since no rating given to it would be used.
 */
export function manualRatingOf(state: SessionState): "ask" | "again" | "none" {
  if (state.algorithm !== "MANUAL" || !state.pending || state.writing) return "none";
  const wordId = currentWordId(state.queue);
  const first = wordId === null || (state.queue.tallies[wordId]?.reviewedCount ?? 0) === 0;
  if (!first) return "none";
  return state.pending.correct ? "ask" : "again";
}

/** Continue after feedback: MANUAL asks how difficult a right first answer was; otherwise it moves on. */
export function continueAfterFeedback(state: SessionState, env: SessionEnv): SessionState {
  if (state.phase !== "feedback") return state;
  // A written word is rated by its mistakes: sent as the rating in MANUAL mode.
  if (state.writing)
    return nextTest(commit(state, state.algorithm === "MANUAL" ? state.pending?.rating : undefined), env);
  const manual = manualRatingOf(state);
  if (manual === "ask") return { ...state, phase: "rating" };
  return nextTest(commit(state, manual === "again" ? 1 : undefined), env);
}

/** MANUAL: the rating (1 Again, 2 Hard, 3 Good, 4 Easy) given after an answer. */
export function rateAnswer(state: SessionState, rating: 1 | 2 | 3 | 4, env: SessionEnv): SessionState {
  if (state.phase !== "rating") return state;
  return nextTest(commit(state, rating), env);
}

/**
 * Leaving with answers given ends the session at the overview. An answer still on screen counts;
 * in MANUAL mode, where every answer needs a rating, an unrated one is rated Good if it was right
 * and Again if not.
 */
export function endSession(state: SessionState, env: SessionEnv): SessionState {
  if (state.phase === "overview") return state;
  const defaultRating =
    state.algorithm === "MANUAL" ? (state.pending?.rating ?? (state.pending?.correct ? 3 : 1)) : undefined;
  const committed = commit(state, defaultRating);
  return { ...committed, phase: "overview", test: null, endedAt: env.now };
}

/** Whether the last answer can be taken back: until the session ends (its save starts at the overview). */
export function canUndo(state: SessionState): boolean {
  return state.phase !== "overview" && state.undoable !== null;
}

/**
 * Undo: back to the prompt of the last answer (or "Already know"), as if it had not been given — its
 * counts, rating and place in the queue with it. The prompt's clock restarts, so the next answer's
 * response time is measured afresh. Again goes one more answer back.
 */
export function undoLastAnswer(state: SessionState, env: SessionEnv): SessionState {
  if (!canUndo(state) || !state.undoable) return state;
  return { ...state.undoable, promptShownAt: env.now };
}

/** Whether anything was answered (or marked known): exiting then shows the overview instead of resetting. */
export function hasAnswers(state: SessionState): boolean {
  return state.pending !== null || Object.values(state.queue.tallies).some((t) => t.reviewedCount > 0 || t.alreadyKnow);
}

/** Whether Enter may continue: only once feedback has shown for `guardMs`. */
export function canContinueWithEnter(state: SessionState, now: number, guardMs: number): boolean {
  return state.phase === "feedback" && now - state.feedbackShownAt >= guardMs;
}
