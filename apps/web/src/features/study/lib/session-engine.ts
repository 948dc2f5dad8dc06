import { hanziCorrect, hanziRating } from "@app/domain/games/hanzi-rating";
import { displayCorrectAnswer } from "@app/domain/study/answer-check";
import {
  correctThreshold,
  MAX_ACCEPTED_ANSWER_LENGTH,
  progressDots,
  type StudyAlgorithm,
  type StudyType,
} from "@app/domain/study/constants";
import {
  answerCurrent,
  createQueue,
  currentWordId,
  isQueueDone,
  markCurrentAsKnown,
  type SessionQueue,
  type WordTally,
} from "@app/domain/study/queue";
import {
  buildTest,
  pickFormat,
  type Random,
  type StudyWord,
  shuffle,
  type TestData,
} from "@app/domain/study/test-building";
import { judgeTypedAnswer } from "@app/domain/study/typo-tolerance";
import type { SessionWord, StudySessionType } from "../types";

/**
 * The study session as a state machine, pure so it can be tested with a fixed clock and seeded
 * randomness. The rules (queue, thresholds, formats, answer checking) come from @app/domain; this
 * file only sequences them into screens:
 *
 *   presentation (Learn New) → test → feedback → [rating (MANUAL)] → test … → overview
 *
 * On a writing deck every test is a character to write: its result is the number of mistakes,
 * rated by the Hanzi rating (lenient: learn, session tests and writing decks), so no difficulty
 * card follows even in MANUAL mode — the rating is the drawing's.
 */
export type SessionPhase = "presentation" | "test" | "feedback" | "rating" | "overview";

export interface PendingAnswer {
  correct: boolean;
  /** What the learner typed or chose (a writing answer: the word written). */
  given: string;
  responseSeconds: number;
  /** A typed answer accepted despite a typo or missing accents: the spelling to check is shown. */
  typo?: "spelling" | "accents";
  /** Marked wrong by the check, then declared right by the learner ("I was right"). */
  overridden?: true;
  /** Writing: the mistakes made drawing the word, and the rating they give. */
  mistakes?: number;
  rating?: 1 | 2 | 3 | 4;
}

export interface SessionState {
  sessionType: StudySessionType;
  algorithm: StudyAlgorithm;
  studyType: StudyType;
  languageName: string;
  /** The meanings' language (English when absent). */
  translationLanguageName?: string;
  /** A writing deck: each test asks the learner to write the word's characters. */
  writing: boolean;
  /** Production practice: typed tests also ask for the word itself (see buildTest). */
  productionPractice?: boolean;
  /** The session's words in the order they were taken (shuffled for Need Review). */
  words: readonly SessionWord[];
  /** More words of the deck to draw multiple-choice distractors from. */
  distractors: readonly StudyWord[];
  queue: SessionQueue;
  phase: SessionPhase;
  /** Learn New: the words still to present, in order, and which one is showing. */
  presentation: number[];
  presentationIndex: number;
  test: TestData | null;
  /** When the current prompt appeared (ms). */
  promptShownAt: number;
  /** The answer shown in feedback; it counts once Continue (or the rating) commits it. */
  pending: PendingAnswer | null;
  /** When feedback appeared (ms): Enter is ignored for a moment after. */
  feedbackShownAt: number;
  startedAt: number;
  endedAt: number | null;
  /**
   * The session as it was just before the last answer (or "Already know"), for Undo; its own
   * `undoable` goes one answer further back. Null before the first answer.
   */
  undoable: SessionState | null;
  /** Answers the learner declared right in this session ("I was right"), by word: accepted from then on. */
  accepted: Readonly<Record<number, readonly string[]>>;
}

export interface SessionEnv {
  now: number;
  random: Random;
}

export interface StartInput {
  sessionType: StudySessionType;
  algorithm: StudyAlgorithm;
  studyType: StudyType;
  languageName: string;
  translationLanguageName?: string;
  words: readonly SessionWord[];
  distractors: readonly StudyWord[];
  writing?: boolean;
  /** Production practice: typed tests also ask for the word itself (see buildTest). */
  productionPractice?: boolean;
}

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

export function wordById(state: SessionState, wordId: number): SessionWord | undefined {
  return state.words.find((w) => w.id === wordId);
}

/** The word on screen: the presented one, or the one being tested. */
export function currentWord(state: SessionState): SessionWord | undefined {
  if (state.phase === "presentation") return wordById(state, state.presentation[state.presentationIndex] ?? -1);
  const id = state.test?.wordId ?? currentWordId(state.queue);
  return id === null ? undefined : wordById(state, id);
}

/** The next test for the word at the front of the queue, or the overview when the queue is empty. */
function nextTest(state: SessionState, env: SessionEnv): SessionState {
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
    production: state.productionPractice ?? false,
  });
  return { ...state, phase: "test", test, pending: null, promptShownAt: env.now };
}

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

export const WRITING_DIRECTION = "Write the character for this meaning";

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

/** Checks an answer (typed, or the option chosen) and shows feedback. A second submission is ignored. */
export function submitAnswer(state: SessionState, given: string, env: SessionEnv): SessionState {
  if (state.phase !== "test" || !state.test) return state;
  const test = state.test;
  const responseSeconds = Math.max(0, (env.now - state.promptShownAt) / 1000);
  if (test.options.length > 0) {
    const correct = given === test.expectedAnswer;
    return {
      ...state,
      undoable: state,
      phase: "feedback",
      pending: { correct, given, responseSeconds },
      feedbackShownAt: env.now,
    };
  }
  // Typed: the spec's lenient check, and on top of it a typo or missing accents forgiven (and marked),
  // and whatever the learner once declared right for this word.
  // Spelling slips are forgiven in the meaning, not in the word being learned (production practice).
  const judged = judgeTypedAnswer(given, test.expectedAnswer, learnerAccepted(state, test.wordId), {
    spelling: test.isForward,
  });
  const pending: PendingAnswer = {
    correct: judged.verdict !== "wrong",
    given,
    responseSeconds,
    ...(judged.verdict === "typo" ? { typo: judged.reason } : {}),
  };
  return { ...state, undoable: state, phase: "feedback", pending, feedbackShownAt: env.now };
}

/**
 * Writing: the word has been written with `mistakes` mistakes. Correct with at most 10 (the
 * lenient rule), rated by the Hanzi rating; feedback follows.
 */
export function submitWriting(state: SessionState, mistakes: number, env: SessionEnv): SessionState {
  if (state.phase !== "test" || !state.test || !state.writing) return state;
  const responseSeconds = Math.max(0, (env.now - state.promptShownAt) / 1000);
  const m = Math.max(0, Math.floor(mistakes));
  return {
    ...state,
    undoable: state,
    phase: "feedback",
    pending: {
      correct: hanziCorrect(m, true),
      given: state.test.expectedAnswer,
      responseSeconds,
      mistakes: m,
      rating: hanziRating(m, true),
    },
    feedbackShownAt: env.now,
  };
}

/** Milliseconds from the session's start to `at` (when a word was answered, for the review log). */
function sinceStart(state: SessionState, at: number): number {
  return Math.max(0, Math.round(at - state.startedAt));
}

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

/** Continue after feedback: MANUAL asks how difficult the word was; AUTOMATIC moves on. */
export function continueAfterFeedback(state: SessionState, env: SessionEnv): SessionState {
  if (state.phase !== "feedback") return state;
  // A written word is rated by its mistakes: sent as the rating in MANUAL mode.
  if (state.writing)
    return nextTest(commit(state, state.algorithm === "MANUAL" ? state.pending?.rating : undefined), env);
  if (state.algorithm === "MANUAL") return { ...state, phase: "rating" };
  return nextTest(commit(state, undefined), env);
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

/** The answers accepted for a word because this learner declared them right, before or in this session. */
function learnerAccepted(state: SessionState, wordId: number): string[] {
  const saved = state.words.find((w) => w.id === wordId)?.progress?.acceptedAnswers ?? [];
  return [...saved, ...(state.accepted[wordId] ?? [])];
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
