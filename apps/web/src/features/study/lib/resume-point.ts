import type { StudyMode } from "@app/domain/navigation";
import type { StudySessionData } from "../types";
import type { SessionState } from "./session-engine";

/** The study sessions a learner can leave midway and come back to (Time Rush is a timed game). */
export type ResumableMode = Exclude<StudyMode, "time-rush">;

/**
 * Where a session left midway stands: the words it was built from and the engine's state at the
 * last answer. Kept beside the session's draft so that the learner who comes back can go on
 * exactly where they stopped, under the same session id (so the save stays one save).
 */
export interface ResumePoint {
  mode: ResumableMode;
  subDeckId: string;
  /** The session's start data without its words and distractors (the state holds them, in session order). */
  data: Omit<StudySessionData, "words" | "distractors">;
  /** The engine's state without its Undo history (which only the page that made it can use). */
  state: SessionState;
}

const MODES: readonly string[] = ["learn-new", "review", "need-review", "hard-words", "audio-review"];

export function isResumePoint(value: unknown): value is ResumePoint {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<ResumePoint>;
  return (
    typeof v.mode === "string" &&
    MODES.includes(v.mode) &&
    typeof v.subDeckId === "string" &&
    !!v.data &&
    typeof v.data === "object" &&
    !!v.data.deck &&
    !!v.state &&
    typeof v.state === "object" &&
    typeof v.state.phase === "string" &&
    v.state.phase !== "overview" &&
    !!v.state.queue &&
    Array.isArray(v.state.words) &&
    Array.isArray(v.state.distractors)
  );
}

export function resumePoint(
  mode: ResumableMode,
  subDeckId: string,
  data: StudySessionData,
  state: SessionState,
): ResumePoint {
  const { words: _words, distractors: _distractors, ...rest } = data;
  return { mode, subDeckId, data: rest, state: { ...state, undoable: null } };
}

/** The session's start data again, its words as the session holds them. */
export function resumedData(point: ResumePoint): StudySessionData {
  return { ...point.data, words: [...point.state.words], distractors: [...point.state.distractors] };
}

/**
 * The state a resumed session starts from: as it was left, with its clocks restarted so the time
 * away is not counted as the time taken to answer the word on screen.
 */
export function resumedState(point: ResumePoint, now: number): SessionState {
  return { ...point.state, undoable: null, promptShownAt: now, feedbackShownAt: now };
}
