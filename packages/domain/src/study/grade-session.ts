import type { DayModel } from "../time/learner-day";
import { confidenceIndex } from "./confidence";
import {
  type FsrsSettings,
  MANUAL_PREDICTED_RETENTION,
  MAX_ACCEPTED_ANSWERS,
  type SessionType,
  type StudyAlgorithm,
} from "./constants";
import type { ProgressCard, Rating } from "./progress-card";
import { keptResponseTime } from "./queue";
import type { ReviewLogFields } from "./review-log";
import type { ReviewDayPicker } from "./review-spread";
import { scheduleReview } from "./scheduling";
import { firstAnswerWrong, sessionRating } from "./session-rating";
import { answeredAt } from "./studied-at";
import { shouldSaveWord } from "./summary";
import type { SessionSave } from "./validation";

/** A word's saved progress before the session (the fields grading reads). */
export interface SavedProgress extends ProgressCard {
  correctCount: number;
  reviewedCount: number;
  maxStreak: number;
  responseTimes: number[] | null;
  /** Answers the learner said were right ("I was right"). */
  acceptedAnswers?: string[] | null;
}

export interface WordBefore {
  progress: SavedProgress | null;
  /** The word's review-log rows so far, and the recall (1/0) of the last five, oldest first. */
  history: { count: number; recent: number[] };
}

/** What a review-log row records (revlog semantics): what happened, and what the scheduler was told. */
export const REVIEW_KINDS = ["learn", "review", "relearn", "building", "manual", "known"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export interface ReviewAttempt {
  correct: boolean;
  /** Response time in milliseconds. */
  ms: number;
  /** Marked wrong by the answer check and turned right by the learner ("I was right"). */
  overridden?: true;
}

/** A review-log row of a session; its memory fields are after the review. */
export interface GradedLog extends ReviewLogFields {
  wordId: number;
  reviewedAt: Date;
  kind: ReviewKind;
  /** The rating FSRS was given. */
  rating: Rating;
  mode: StudyAlgorithm;
  stateBefore: number;
  responseTimes: number[];
  attempts: ReviewAttempt[];
  firstAnswerCorrect: boolean | null;
  durationMs: number;
  confidenceIndex: number;
  predictedRetention: number;
  /** 1 when the word was recalled at the first try (or marked known), 0 when it was forgotten. */
  actualRetention: 0 | 1;
}

/** How many outcomes of a word's latest reviews its history keeps. */
export const RECENT_OUTCOMES = 5;

export interface GradedWord {
  wordId: number;
  /** The word's review history with this session's review added. */
  history: { count: number; recent: number[] };
  progress: Omit<SavedProgress, "responseTimes" | "acceptedAnswers"> & {
    responseTimes: number[];
    acceptedAnswers: string[];
    difficultyScore: number;
    gotWrong: boolean;
    confidenceIndex: number;
  };
  log: GradedLog;
}

export type GradeOutcome = { ok: true; words: GradedWord[] } | { ok: false; wordId: number; reason: "NO_RATING" };

export interface GradeInput {
  session: Pick<SessionSave, "sessionType" | "words"> & { durationSeconds?: number };
  settings: FsrsSettings;
  /**
   * When the session was studied: its end, already bounded by the server. Each word is graded at its
   * own last answer within the session (`answeredAt`), when the client says when that was.
   */
  at: Date;
  day: DayModel;
  before: ReadonlyMap<number, WordBefore>;
  /** Load balancing and easy days (see review-spread.ts); absent: the fuzz decides. */
  reviewDay?: ReviewDayPicker | null;
}

const RECENT_RESPONSE_TIMES = 20;

/** The kind of review, from the word's state before it (revlog semantics). */
export function reviewKind(
  before: ProgressCard | null,
  alreadyKnown: boolean,
  settings: Pick<FsrsSettings, "reinforceNewCards">,
): ReviewKind {
  if (!before || before.state === 0) return alreadyKnown ? "known" : "learn";
  if (before.state === 1) return settings.reinforceNewCards && before.learningSteps > 0 ? "building" : "learn";
  if (before.state === 3) return "relearn";
  return "review";
}

/** Each answer's outcome and time; older clients send no outcomes, so the first comes from gotWrong. */
function attemptsOf(word: SessionWord, times: readonly number[]): ReviewAttempt[] {
  const overridden = new Set(word.overriddenAnswers ?? []);
  return times.map((seconds, i) => {
    const sent = word.outcomes?.[i];
    const correct = sent ?? (i === 0 ? !firstAnswerWrong(word) : i >= word.reviewedCount - word.correctCount);
    return { correct, ms: Math.round(seconds * 1000), ...(overridden.has(i) ? { overridden: true as const } : {}) };
  });
}

/** The word's accepted answers after the session: the earlier ones, then the new, each once, at most 10. */
function mergeAccepted(before: readonly string[] | null | undefined, added: readonly string[] | undefined): string[] {
  const merged: string[] = [];
  for (const answer of [...(before ?? []), ...(added ?? [])]) {
    if (!merged.some((a) => a.toLowerCase() === answer.toLowerCase())) merged.push(answer);
  }
  return merged.slice(-MAX_ACCEPTED_ANSWERS);
}

/**
 * Grades a finished session without touching a database: for each word that counts, the rating FSRS
 * is given (a wrong first answer is Again; see session-rating.ts), its new memory state and due date
 * on the learner's days, the progress row to store and the review-log row that says what happened.
 * Words a Learn or Hard Words session did not finish are left out (shouldSaveWord).
 */
export function gradeSession(input: GradeInput): GradeOutcome {
  const { session } = input;
  const graded: GradedWord[] = [];
  for (const word of session.words) {
    if (word.reviewedCount === 0 && !word.alreadyKnow) continue;
    const before = input.before.get(word.wordId) ?? { progress: null, history: { count: 0, recent: [] } };
    if (!shouldSaveWord(session.sessionType as SessionType, before.progress?.correctCount ?? 0, word)) continue;
    const result = gradeWord(input, word, before);
    if (result === null) return { ok: false, wordId: word.wordId, reason: "NO_RATING" };
    graded.push(result);
  }
  return { ok: true, words: graded };
}

type SessionWord = SessionSave["words"][number];

/** One word of the session graded (see gradeSession); null when it has no rating. */
function gradeWord(input: GradeInput, word: SessionWord, before: WordBefore): GradedWord | null {
  const { session, settings, day } = input;
  const previous = before.progress;
  const at = answeredAt(input.at, session.durationSeconds ?? 0, word.answeredAtMs);
  const times = word.responseTimes.map(keptResponseTime);
  const confidence = confidenceIndex({
    correctCount: word.alreadyKnow ? 5 : word.correctCount,
    reviewedCount: word.alreadyKnow ? 5 : word.reviewedCount,
    responseTimes: times,
    lastReview: previous?.lastReview ?? null,
    stability: previous?.stability ?? 0,
    recentRetention: before.history.recent,
    now: at,
  });
  const rating = sessionRating(word, settings.studyAlgorithm, confidence);
  if (rating === null) return null;
  const alreadyKnown = word.alreadyKnow && !previous;
  const {
    card,
    log: { rating: _given, review: reviewedAt, ...memory },
  } = scheduleReview({
    card: previous,
    rating,
    now: at,
    settings,
    historyCount: before.history.count,
    alreadyKnown,
    day,
    reviewDay: input.reviewDay,
  });
  const attempts = attemptsOf(word, times);
  const actualRetention = rating === 1 ? 0 : 1;
  return {
    wordId: word.wordId,
    history: {
      count: before.history.count + 1,
      recent: [...before.history.recent, actualRetention].slice(-RECENT_OUTCOMES),
    },
    progress: { ...card, ...countersAfter(previous, word, times), confidenceIndex: confidence },
    log: {
      wordId: word.wordId,
      reviewedAt,
      kind: reviewKind(previous, alreadyKnown, settings),
      rating,
      mode: settings.studyAlgorithm,
      stateBefore: previous?.state ?? 0,
      ...memory,
      responseTimes: times,
      attempts,
      firstAnswerCorrect: word.reviewedCount > 0 ? !firstAnswerWrong(word) : null,
      durationMs: Math.min(
        2_147_483_647,
        attempts.reduce((sum, a) => sum + a.ms, 0),
      ),
      confidenceIndex: confidence,
      predictedRetention: settings.studyAlgorithm === "MANUAL" ? MANUAL_PREDICTED_RETENTION : confidence / 100,
      // What the learner showed: recalled at the first try, or not (retries do not make a recall).
      actualRetention,
    },
  };
}

/** The word's session counters after the session: answers, streak, response times, accepted answers. */
function countersAfter(previous: SavedProgress | null, word: SessionWord, times: number[]) {
  const known = word.alreadyKnow;
  const correctCount = (previous?.correctCount ?? 0) + word.correctCount;
  const reviewedCount = (previous?.reviewedCount ?? 0) + word.reviewedCount;
  const streakInSession = word.gotWrong ? 0 : word.correctCount;
  return {
    correctCount: known ? Math.max(5, correctCount) : correctCount,
    reviewedCount: known ? Math.max(5, reviewedCount) : reviewedCount,
    difficultyScore: known ? 4 : word.difficultyScore,
    gotWrong: word.gotWrong,
    maxStreak: Math.max(previous?.maxStreak ?? 0, streakInSession),
    responseTimes: [...(previous?.responseTimes ?? []), ...times].slice(-RECENT_RESPONSE_TIMES),
    acceptedAnswers: mergeAccepted(previous?.acceptedAnswers, word.acceptedAnswers),
  };
}
