import { createQueue, currentWordId, isQueueDone } from "@app/domain/study/queue";
import { buildTest, pickFormat, shuffle } from "@app/domain/study/test-building";
import type { SessionEnv, SessionState, StartInput } from "./types";
import { wordById, writingTest } from "./words";

/** Starts a session: Need Review shuffles its due words; Learn New presents its words first. */
export function startSession(input: StartInput, env: SessionEnv): SessionState {
  const words = input.sessionType === "NEED_REVIEW" ? shuffle(input.words, env.random) : [...input.words];
  const state: SessionState = {
    ...input,
    writing: input.writing ?? false,
    words,
    queue: createQueue(
      input.sessionType,
      words.map((w) => w.id),
    ),
    phase: "test",
    presentation: input.sessionType === "LEARN" ? words.map((w) => w.id) : [],
    presentationIndex: 0,
    test: null,
    promptShownAt: env.now,
    pending: null,
    feedbackShownAt: 0,
    startedAt: env.now,
    endedAt: null,
    undoable: null,
    accepted: {},
  };
  if (words.length === 0) return { ...state, phase: "overview", endedAt: env.now };
  if (state.presentation.length > 0) return { ...state, phase: "presentation" };
  return nextTest(state, env);
}

/** The next test for the word at the front of the queue, or the overview when the queue is empty. */
export function nextTest(state: SessionState, env: SessionEnv): SessionState {
  if (isQueueDone(state.queue)) return { ...state, phase: "overview", test: null, pending: null, endedAt: env.now };
  const word = wordById(state, currentWordId(state.queue)!)!;
  if (state.writing) return { ...state, phase: "test", test: writingTest(word), pending: null, promptShownAt: env.now };
  const format = pickFormat(state.studyType, state.sessionType, env.random);
  const test = buildTest({
    word,
    format,
    sessionWords: state.words,
    extraWords: state.distractors,
    languageName: state.languageName,
    translationLanguageName: state.translationLanguageName,
    random: env.random,
  });
  return { ...state, phase: "test", test, pending: null, promptShownAt: env.now };
}
