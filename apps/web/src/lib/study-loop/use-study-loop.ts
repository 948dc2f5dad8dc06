import { useCallback, useRef, useState } from "react";
import { afterNextPaint } from "../after-paint";
import { playFeedbackSound } from "./feedback-sounds";

export type Transition<S> = (state: S) => S;

/**
 * The state of one study loop (a session or a Time Rush game) and the one way to change it.
 * `stateRef` is the source of truth between renders, so two quick key presses can't both act on
 * a stale state; `answer` is a step that gives an answer, and plays its feedback sound when it
 * was taken (`feedbackOf`: whether the answer now on screen is right, null while none is), once
 * the feedback is painted.
 */
export function useStudyLoop<S>(init: () => S, feedbackOf: (state: S) => boolean | null) {
  const [state, setState] = useState<S>(init);
  const stateRef = useRef(state);
  const apply = useCallback((transition: Transition<S>) => {
    const before = stateRef.current;
    const after = transition(before);
    if (after !== before) {
      stateRef.current = after;
      setState(after);
    }
    return { before, after };
  }, []);
  const feedbackRef = useRef(feedbackOf);
  feedbackRef.current = feedbackOf;
  const answer = useCallback(
    (transition: Transition<S>) => {
      const { before, after } = apply(transition);
      const correct = after === before ? null : feedbackRef.current(after);
      // Once the feedback is painted: starting a sound (an audio element, its file) takes main-thread
      // time the feedback's frame would otherwise wait for.
      if (correct !== null) afterNextPaint(() => playFeedbackSound(correct));
    },
    [apply],
  );
  return { state, stateRef, apply, answer };
}
