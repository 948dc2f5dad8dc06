import { displayCorrectAnswer } from "@app/domain/study/answer-check";
import { currentWordId } from "@app/domain/study/queue";
import type { StudyWord, TestData } from "@app/domain/study/test-building";
import type { SessionWord } from "../../types";
import type { SessionState } from "./types";

export function wordById(state: SessionState, wordId: number): SessionWord | undefined {
  return state.words.find((w) => w.id === wordId);
}

/** The word on screen: the presented one, or the one being tested. */
export function currentWord(state: SessionState): SessionWord | undefined {
  if (state.phase === "presentation") return wordById(state, state.presentation[state.presentationIndex] ?? -1);
  const id = state.test?.wordId ?? currentWordId(state.queue);
  return id === null ? undefined : wordById(state, id);
}

export const WRITING_DIRECTION = "Write the character for this meaning";

/** The test of a writing deck: the meaning (and reading) shown, the word to be written. */
export function writingTest(word: StudyWord): TestData {
  return {
    wordId: word.id,
    format: "typing",
    prompt: word.translation,
    promptReading: word.pinyin,
    expectedAnswer: word.originalWord,
    correctAnswer: displayCorrectAnswer(word.originalWord, word.pinyin),
    directionText: WRITING_DIRECTION,
    isAudioPrompt: false,
    isForward: false,
    options: [],
  };
}

/** The answers accepted for a word because this learner declared them right, before or in this session. */
export function learnerAccepted(state: SessionState, wordId: number): string[] {
  const saved = state.words.find((w) => w.id === wordId)?.progress?.acceptedAnswers ?? [];
  return [...saved, ...(state.accepted[wordId] ?? [])];
}

/** Milliseconds from the session's start to `at` (when a word was answered, for the review log). */
export function sinceStart(state: SessionState, at: number): number {
  return Math.max(0, Math.round(at - state.startedAt));
}
