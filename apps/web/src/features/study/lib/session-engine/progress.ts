import { correctThreshold, progressDots } from "@app/domain/study/constants";
import { answerCurrent, currentWordId, type WordTally } from "@app/domain/study/queue";
import type { SessionState } from "./types";

export interface SessionProgress {
  wordsRemaining: number;
  totalWords: number;
  /** 0–100: correct answers so far against what the session needs (each word up to its threshold). */
  percentComplete: number;
  /** Progress dots for the word on screen: how many, and how many are filled. */
  dots: { total: number; filled: number };
}

/** Words Remaining, percent complete and the dots, with the answer on screen already counted. */
export function sessionProgress(state: SessionState): SessionProgress {
  const threshold = correctThreshold(state.sessionType);
  const tallies = displayedTallies(state);
  const ids = Object.keys(tallies).map(Number);
  const done = ids.reduce((sum, id) => {
    const t = tallies[id]!;
    return sum + (t.alreadyKnow ? threshold : Math.min(t.correctCount, threshold));
  }, 0);
  const wordId = state.phase === "presentation" ? null : (state.test?.wordId ?? currentWordId(state.queue));
  const current = wordId === null ? undefined : tallies[wordId];
  const total = progressDots(state.sessionType);
  const remaining = state.pending?.correct ? countRemainingAfter(state, threshold) : state.queue.pending.length;
  return {
    wordsRemaining: state.phase === "overview" ? 0 : remaining,
    totalWords: ids.length,
    percentComplete: ids.length === 0 ? 100 : Math.round((done / (ids.length * threshold)) * 100),
    dots: { total, filled: Math.min(total, current?.correctCount ?? 0) },
  };
}

function countRemainingAfter(state: SessionState, threshold: number): number {
  const wordId = currentWordId(state.queue);
  const tally = wordId === null ? undefined : state.queue.tallies[wordId];
  const leaves = tally !== undefined && tally.correctCount + 1 >= threshold;
  return state.queue.pending.length - (leaves ? 1 : 0);
}

/** The tallies as they will be once the answer on screen is committed (its rating does not change counts). */
function displayedTallies(state: SessionState): Record<number, WordTally> {
  if (!state.pending) return state.queue.tallies;
  return answerCurrent(state.queue, {
    correct: state.pending.correct,
    responseSeconds: state.pending.responseSeconds,
  }).tallies;
}
