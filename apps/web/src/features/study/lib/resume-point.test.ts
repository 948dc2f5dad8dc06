import { describe, expect, it } from "vitest";
import type { SessionWord, StudySessionData } from "../types";
import { isResumePoint, resumedData, resumedState, resumePoint } from "./resume-point";
import { startSession, submitAnswer } from "./session-engine";

const words: SessionWord[] = [1, 2, 3].map(
  (id) =>
    ({
      id,
      order: id,
      word: `palabra${id}`,
      translation: `word${id}`,
      pinyin: null,
      progress: null,
    }) as unknown as SessionWord,
);

const data = {
  kind: "need-review",
  now: "2026-11-25T10:00:00.000Z",
  deck: { id: "d1", name: "Deck", languageName: "Spanish" },
  settings: { studyAlgorithm: "AUTOMATIC", studyType: "Typing" },
  words,
  distractors: [],
} as unknown as StudySessionData;

describe("resume point", () => {
  const t0 = Date.parse("2026-11-25T10:00:00Z");
  const env = (now: number) => ({ now, random: () => 0.5 });

  it("keeps the session as it stood, without its Undo history, and restarts its clocks on resuming", () => {
    const started = startSession(
      {
        sessionType: "NEED_REVIEW",
        algorithm: "AUTOMATIC",
        studyType: "Typing",
        languageName: "Spanish",
        words,
        distractors: [],
      },
      env(t0),
    );
    const answered = submitAnswer(started, "wrong", env(t0 + 4000));
    expect(answered.undoable).not.toBeNull();
    const point = resumePoint("need-review", "d1", data, answered);
    expect(point.state.undoable).toBeNull();
    expect(isResumePoint(structuredClone(point))).toBe(true);
    // The words are kept once, with the state (in the session's order).
    expect("words" in point.data).toBe(false);
    expect(resumedData(point).words.map((w) => w.id)).toEqual(answered.words.map((w) => w.id));

    const later = t0 + 20 * 60_000;
    const resumed = resumedState(point, later);
    expect(resumed.phase).toBe(answered.phase);
    expect(resumed.queue).toEqual(answered.queue);
    expect(resumed.pending).toEqual(answered.pending);
    expect(resumed.startedAt).toBe(t0);
    expect(resumed.promptShownAt).toBe(later);
    expect(resumed.feedbackShownAt).toBe(later);
  });

  it("refuses what cannot be resumed: Time Rush, a finished session, anything malformed", () => {
    expect(isResumePoint(null)).toBe(false);
    expect(isResumePoint({ mode: "time-rush", subDeckId: "d1", data, state: { phase: "test", queue: {} } })).toBe(
      false,
    );
    expect(isResumePoint({ mode: "review", subDeckId: "d1", data, state: { phase: "overview", queue: {} } })).toBe(
      false,
    );
    expect(isResumePoint({ mode: "review", subDeckId: 3, data, state: { phase: "test", queue: {} } })).toBe(false);
  });
});
