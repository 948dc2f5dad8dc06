import { correctThreshold, type SessionType } from "./constants";

export interface QueueWord {
  wordId: number;
}

/** Per-word counters kept during a session. */
export interface WordTally {
  wordId: number;
  correctCount: number;
  reviewedCount: number;
  gotWrong: boolean;
  /** Whether the first answer was right (unset until the word is answered). */
  firstAnswerCorrect?: boolean;
  alreadyKnow: boolean;
  /** Seconds per answer, in order. */
  responseTimes: number[];
  /** Whether each answer was right, in order. */
  outcomes?: boolean[];
  /** 3 after a correct answer, 1 after a wrong one; 4 when marked as already known. */
  difficultyScore: number;
  /** Ratings given (MANUAL) or derived (AUTOMATIC), one per answer. */
  ratings: number[];
  /** When the word was last answered or marked known, in ms after the session started. */
  answeredAtMs?: number;
  /** "I was right": which answers (0-based) the learner turned from wrong to right, and what they typed. */
  overriddenAnswers?: number[];
  acceptedAnswers?: string[];
}

export interface SessionQueue {
  sessionType: SessionType;
  /** Word ids still to study, front first. */
  pending: number[];
  tallies: Record<number, WordTally>;
}

export function createQueue(sessionType: SessionType, wordIds: number[]): SessionQueue {
  const tallies: Record<number, WordTally> = {};
  for (const wordId of wordIds) {
    tallies[wordId] = {
      wordId,
      correctCount: 0,
      reviewedCount: 0,
      gotWrong: false,
      alreadyKnow: false,
      responseTimes: [],
      difficultyScore: 0,
      ratings: [],
    };
  }
  return { sessionType, pending: [...new Set(wordIds)], tallies };
}

export function currentWordId(queue: SessionQueue): number | null {
  return queue.pending[0] ?? null;
}

export function isQueueDone(queue: SessionQueue): boolean {
  return queue.pending.length === 0;
}

/** A response time as kept: over an hour counts as 0 (the learner walked away). */
export function keptResponseTime(seconds: number): number {
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= 3600 ? seconds : 0;
}

/**
 * Records an answer to the word at the front. A correct answer counts towards the threshold
 * (5 in Learn New, 3 in Hard Words, 1 otherwise) and the word leaves once it is reached; a wrong
 * answer sends the word to the back. `rating` counts as not wrong when it is 3 or more.
 */
export function answerCurrent(
  queue: SessionQueue,
  answer: {
    correct: boolean;
    responseSeconds: number;
    rating?: number;
    atMs?: number;
    /** The learner's answer, when they said it was right after the check said wrong ("I was right"). */
    overridden?: string;
  },
): SessionQueue {
  const wordId = currentWordId(queue);
  if (wordId === null) return queue;
  const before = queue.tallies[wordId]!;
  const correct = answer.correct && (answer.rating === undefined || answer.rating >= 3);
  const tally: WordTally = {
    ...before,
    reviewedCount: before.reviewedCount + 1,
    correctCount: before.correctCount + (answer.correct ? 1 : 0),
    gotWrong: before.gotWrong || !correct,
    firstAnswerCorrect: before.reviewedCount === 0 ? answer.correct : before.firstAnswerCorrect,
    difficultyScore: answer.correct ? 3 : 1,
    responseTimes: [...before.responseTimes, keptResponseTime(answer.responseSeconds)],
    outcomes: [...(before.outcomes ?? []), answer.correct],
    ratings: answer.rating === undefined ? before.ratings : [...before.ratings, answer.rating],
    ...(answer.atMs === undefined ? {} : { answeredAtMs: answer.atMs }),
    ...(answer.overridden === undefined
      ? {}
      : {
          overriddenAnswers: [...(before.overriddenAnswers ?? []), before.reviewedCount],
          acceptedAnswers: [...(before.acceptedAnswers ?? []), answer.overridden],
        }),
  };
  const rest = queue.pending.slice(1);
  const done = answer.correct && tally.correctCount >= correctThreshold(queue.sessionType);
  return {
    ...queue,
    tallies: { ...queue.tallies, [wordId]: tally },
    // Not yet learned (or wrong): the word goes to the back, so the others come first.
    pending: done ? rest : [...rest, wordId],
  };
}

/** 'Already know? Mark as learned!': the word counts as learned (5/5) and leaves the queue. */
export function markCurrentAsKnown(queue: SessionQueue, atMs?: number): SessionQueue {
  const wordId = currentWordId(queue);
  if (wordId === null) return queue;
  const tally: WordTally = {
    ...queue.tallies[wordId]!,
    ...(atMs === undefined ? {} : { answeredAtMs: atMs }),
    alreadyKnow: true,
    correctCount: 5,
    reviewedCount: 5,
    difficultyScore: 4,
  };
  return { ...queue, tallies: { ...queue.tallies, [wordId]: tally }, pending: queue.pending.slice(1) };
}
