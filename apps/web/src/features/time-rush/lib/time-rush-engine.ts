import {
  afterCorrect,
  afterWrong,
  type GamePhase,
  startingSeconds,
  TIME_RUSH_FEEDBACK_MS,
  TIME_RUSH_WRITING_FEEDBACK_MS,
} from "@app/domain/games/time-rush";
import { isCorrectAnswer } from "@app/domain/study/answer-check";
import type { StudyType } from "@app/domain/study/constants";
import {
  buildTest,
  pickFormat,
  type Random,
  type StudyWord,
  shuffle,
  type TestData,
} from "@app/domain/study/test-building";
import { isChoiceTest, isChosenRight } from "../../../lib/study-loop";

/**
 * Time Rush as a pure state machine: waiting → playing → gameOver. The clock is kept as
 * "seconds left at a moment" (`clockSeconds` at `clockAt`, ms from a monotonic clock), so the
 * time left is always computed from timestamps — a throttled tab that ticks late loses nothing
 * and gains nothing. The rules (start time, bonus, penalty) come from @app/domain.
 */
export interface TimeRushFeedback {
  correct: boolean;
  /** When the next prompt comes (ms). */
  until: number;
}

export interface TimeRushState {
  phase: GamePhase;
  writing: boolean;
  studyType: StudyType;
  languageName: string;
  /** The meanings' language (English when absent). */
  translationLanguageName?: string;
  words: readonly StudyWord[];
  distractors: readonly StudyWord[];
  startSeconds: number;
  /** Words still to answer correctly in this round, the one asked first (typing, choice, audio). */
  round: number[];
  /** Writing: the words written in this round. */
  seen: number[];
  /** The word being asked. */
  current: number | null;
  test: TestData | null;
  score: number;
  /** Answers given (right or wrong). */
  answered: number;
  clockSeconds: number;
  clockAt: number;
  startedAt: number;
  endedAt: number | null;
  feedback: TimeRushFeedback | null;
  promptShownAt: number;
}

export interface TimeRushEnv {
  /** ms from a monotonic clock (performance.now in the app). */
  now: number;
  random: Random;
}

export interface GameInput {
  words: readonly StudyWord[];
  distractors: readonly StudyWord[];
  writing: boolean;
  studyType: StudyType;
  languageName: string;
  translationLanguageName?: string;
}

/** A game waiting to start, with its full time on the clock. */
export function createGame(input: GameInput): TimeRushState {
  const startSeconds = startingSeconds(input.writing);
  return {
    ...input,
    phase: "waiting",
    startSeconds,
    round: [],
    seen: [],
    current: null,
    test: null,
    score: 0,
    answered: 0,
    clockSeconds: startSeconds,
    clockAt: 0,
    startedAt: 0,
    endedAt: null,
    feedback: null,
    promptShownAt: 0,
  };
}

/** Seconds left at `now` (never below 0). */
export function secondsLeft(state: TimeRushState, now: number): number {
  if (state.phase === "waiting") return state.clockSeconds;
  if (state.phase === "gameOver") return 0;
  return Math.max(0, state.clockSeconds - Math.max(0, now - state.clockAt) / 1000);
}

/** Play starts: the words shuffled, score 0, the clock running from `env.now`. */
export function startGame(state: TimeRushState, env: TimeRushEnv): TimeRushState {
  if (state.phase !== "waiting" || state.words.length === 0) return state;
  const started: TimeRushState = {
    ...state,
    phase: "playing",
    round: shuffle(
      state.words.map((w) => w.id),
      env.random,
    ),
    seen: [],
    score: 0,
    answered: 0,
    clockSeconds: state.startSeconds,
    clockAt: env.now,
    startedAt: env.now,
    feedback: null,
  };
  return ask(started, env);
}

function wordById(state: TimeRushState, id: number | null): StudyWord | undefined {
  return id === null ? undefined : state.words.find((w) => w.id === id);
}

export function currentWord(state: TimeRushState): StudyWord | undefined {
  return wordById(state, state.current);
}

/** The next prompt: the front of the round (reshuffled once every word was answered), or for writing a random unseen word. */
function ask(state: TimeRushState, env: TimeRushEnv): TimeRushState {
  if (state.writing) {
    let seen = state.seen;
    let candidates = state.words.filter((w) => !seen.includes(w.id));
    if (candidates.length === 0) {
      seen = [];
      // Every word written: start over, not with the word just written when there is another.
      candidates = state.words.length > 1 ? state.words.filter((w) => w.id !== state.current) : [...state.words];
    }
    const word = candidates[Math.floor(env.random() * candidates.length)] ?? candidates[0]!;
    return { ...state, seen, current: word.id, test: null, feedback: null, promptShownAt: env.now };
  }
  let round = state.round;
  if (round.length === 0) {
    round = shuffle(
      state.words.map((w) => w.id),
      env.random,
    );
    // Don't ask the word just answered again at once.
    if (round.length > 1 && round[0] === state.current) round = [...round.slice(1), round[0]!];
  }
  const word = wordById(state, round[0]!)!;
  const test = buildTest({
    word,
    format: pickFormat(state.studyType, "TIME_RUSH", env.random),
    sessionWords: state.words,
    extraWords: state.distractors,
    languageName: state.languageName,
    translationLanguageName: state.translationLanguageName,
    random: env.random,
  });
  return { ...state, round, current: word.id, test, feedback: null, promptShownAt: env.now };
}

/** The game ends when the clock reaches 0. */
function endIfOutOfTime(state: TimeRushState, now: number): TimeRushState {
  if (state.phase !== "playing" || secondsLeft(state, now) > 0) return state;
  const endedAt = Math.min(now, state.clockAt + state.clockSeconds * 1000);
  return { ...state, phase: "gameOver", feedback: null, endedAt, clockSeconds: 0, clockAt: endedAt };
}

/**
 * The 100 ms tick (and any late one): ends the game at 0 s, and moves on from feedback once its
 * time is up. Returns the same state when nothing changes.
 */
export function tick(state: TimeRushState, env: TimeRushEnv): TimeRushState {
  const ended = endIfOutOfTime(state, env.now);
  if (ended !== state) return ended;
  if (state.phase === "playing" && state.feedback && env.now >= state.feedback.until) return ask(state, env);
  return state;
}

/** Whether an answer can be given now (playing, a prompt on screen, no feedback showing). */
export function canAnswer(state: TimeRushState, now: number): boolean {
  return state.phase === "playing" && state.feedback === null && secondsLeft(state, now) > 0;
}

/**
 * An answer (typed, or the option chosen): right → score +1 and the time bonus (capped at the
 * starting time), the word leaves the round; wrong → 1 second off and the word goes to the back.
 */
export function answer(state: TimeRushState, given: string, env: TimeRushEnv): TimeRushState {
  const live = endIfOutOfTime(state, env.now);
  if (live !== state) return live;
  if (!canAnswer(state, env.now) || !state.test || state.writing) return state;
  const test = state.test;
  const correct = isChoiceTest(test) ? isChosenRight(test, given) : isCorrectAnswer(given, test.expectedAnswer);
  const left = secondsLeft(state, env.now);
  const elapsed = (env.now - state.startedAt) / 1000;
  const [front, ...rest] = state.round;
  const next: TimeRushState = {
    ...state,
    score: state.score + (correct ? 1 : 0),
    answered: state.answered + 1,
    clockSeconds: correct ? afterCorrect(left, elapsed, state.startSeconds) : afterWrong(left),
    clockAt: env.now,
    round: correct ? rest : front === undefined ? rest : [...rest, front],
    feedback: { correct, until: env.now + TIME_RUSH_FEEDBACK_MS },
  };
  return endIfOutOfTime(next, env.now);
}

/** Writing: the word was written — score +1 and 2 seconds (capped at the starting time). */
export function written(state: TimeRushState, env: TimeRushEnv): TimeRushState {
  const live = endIfOutOfTime(state, env.now);
  if (live !== state) return live;
  if (!canAnswer(state, env.now) || !state.writing || state.current === null) return state;
  const left = secondsLeft(state, env.now);
  const elapsed = (env.now - state.startedAt) / 1000;
  return {
    ...state,
    score: state.score + 1,
    answered: state.answered + 1,
    clockSeconds: afterCorrect(left, elapsed, state.startSeconds, true),
    clockAt: env.now,
    seen: [...state.seen, state.current],
    feedback: { correct: true, until: env.now + TIME_RUSH_WRITING_FEEDBACK_MS },
  };
}
