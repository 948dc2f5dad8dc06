import { isQueueDone, markCurrentAsKnown, type SessionQueue } from "@app/domain/study/queue";
import { nextTest } from "./start";
import type { SessionEnv, SessionState } from "./types";
import { sinceStart } from "./words";

/** Learn New: the next word of the presentation, then the tests. */
export function nextPresented(state: SessionState, env: SessionEnv): SessionState {
  if (state.phase !== "presentation") return state;
  const index = state.presentationIndex + 1;
  if (index < state.presentation.length) return { ...state, presentationIndex: index, promptShownAt: env.now };
  return nextTest({ ...state, presentation: [], presentationIndex: 0 }, env);
}

/** Marks `wordId` as known with the domain rule for the front word, wherever it is in the queue. */
function markKnown(queue: SessionQueue, wordId: number, atMs: number): SessionQueue {
  const rest = queue.pending.filter((id) => id !== wordId);
  const marked = markCurrentAsKnown({ ...queue, pending: [wordId, ...rest] }, atMs);
  return { ...marked, pending: rest };
}

/** 'Already know? Mark as learned!': in the presentation or on a test (not while feedback shows). */
export function markAsKnown(state: SessionState, env: SessionEnv): SessionState {
  const marked = markWordAsKnown(state, env);
  return marked === state ? state : { ...marked, undoable: state };
}

function markWordAsKnown(state: SessionState, env: SessionEnv): SessionState {
  if (state.phase === "presentation") {
    const wordId = state.presentation[state.presentationIndex];
    if (wordId === undefined) return state;
    const presentation = state.presentation.filter((id) => id !== wordId);
    const next = { ...state, queue: markKnown(state.queue, wordId, sinceStart(state, env.now)), presentation };
    if (isQueueDone(next.queue)) return { ...next, phase: "overview", endedAt: env.now };
    if (state.presentationIndex < presentation.length) return { ...next, promptShownAt: env.now };
    return nextTest({ ...next, presentation: [], presentationIndex: 0 }, env);
  }
  if (state.phase !== "test" || !state.test) return state;
  return nextTest({ ...state, queue: markKnown(state.queue, state.test.wordId, sinceStart(state, env.now)) }, env);
}
