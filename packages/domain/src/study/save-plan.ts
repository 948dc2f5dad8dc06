import { becameLearned } from "../decks/word-counts";
import type { ErrorCode } from "../errors";
import { messages } from "../messages";
import type { DayModel } from "../time/learner-day";
import type { FsrsSettings, SessionType } from "./constants";
import { effectiveRetention } from "./effective-retention";
import { type GradedLog, type GradedWord, gradeSession, type WordBefore } from "./grade-session";
import { type LoggedReview, lateWordsFrom, type ReplayedLog, replayLateWords } from "./late-words";
import { createReviewDayPicker, type DueHistogram } from "./review-spread";
import { type DayActivityBefore, planStudyDay, type StreakAccount, type StudyDayPlan } from "./study-day";
import { wordsLearnedInSession, wordsReviewedInSession } from "./summary";
import type { SessionSave, SessionSaveResult } from "./validation";

/** Everything a session save reads, in the transaction that writes it. */
export interface SessionSaveReads {
  userId: string;
  session: SessionSave;
  /** When the session was studied (its end, bounded by the server): grading and the day credited. */
  now: Date;
  /** The learner's day: zone and day start, today at `now`, and a newer zone the browser sent (to store). */
  day: { model: DayModel; today: string; newTimeZone?: string | undefined };
  account: {
    /** The learner's row, locked (null: none, then no streak is kept). */
    info: StreakAccount | null;
    settings: FsrsSettings;
    /** The deck is in the learner's collection and still visible to them. */
    deckInCollection: boolean;
    /** The deck's desired retention in the learner's collection (null or absent: the learner's default). */
    deckRetention?: number | null;
  };
  /** The saved state of the session's words that belong to the deck (a word absent is not in it). */
  words: ReadonlyMap<number, WordBefore>;
  /** The reviews of the words answered before their last review (`lateAnswerTimes`), each word's oldest first. */
  laterReviews: readonly LoggedReview[];
  activity: DayActivityBefore;
  /**
   * The learner's reviews due per day from tomorrow on (`dueHistogramRange`), the session's words left
   * out: load balancing and easy days place the session's reviews by it. Absent: the fuzz decides.
   */
  reviewsDue?: DueHistogram;
}

/** A progress row as the save stores it (insert, or every field replaced). */
export type ProgressWrite = GradedWord["progress"] & {
  userId: string;
  wordId: number;
  subDeckId: string;
  historyCount: number;
  recentRetention: number[];
  updatedAt: Date;
};

/** A review-log row as the save inserts it. */
export type LogWrite = GradedLog & { userId: string; subDeckId: string; sessionId: string };

/** The session's row: claiming its id is what makes a save happen once. */
export interface SessionRowWrite {
  id: string;
  userId: string;
  subDeckId: string;
  sessionType: SessionType;
  durationSeconds: number;
  startedAt: Date;
  wordsLearned: number;
  wordsReviewed: number;
  /** The answer, stored so that a retry gets it again. */
  result: SessionSaveResult;
}

export type SessionSavePlan =
  | { kind: "refused"; code: ErrorCode; message: string; fields?: Record<string, string> }
  | { kind: "nothing-to-save"; response: SessionSaveResult }
  | {
      kind: "write";
      session: SessionRowWrite;
      progress: ProgressWrite[];
      logs: LogWrite[];
      /** Later reviews of late words, with their new memory state. */
      replayedLogs: ReplayedLog[];
      day: StudyDayPlan;
      response: SessionSaveResult;
    };

/** The session's words with something to save: answered, or marked "Already know". */
export function answeredWords(session: Pick<SessionSave, "words">): SessionSave["words"] {
  return session.words.filter((w) => w.reviewedCount > 0 || w.alreadyKnow);
}

/**
 * The whole of a session save, without touching a database: which words are saved and how (grading,
 * then the replay of reviews another device synced first), the rows to write, the day's activity, the
 * streak, its freezes and the daily goal, and the answer. The caller reads `SessionSaveReads`, writes
 * what a "write" plan holds in the same transaction, and answers with `response`.
 */
export function planSessionSave(reads: SessionSaveReads): SessionSavePlan {
  const { session, now, account } = reads;
  // Only a deck in the learner's collection: nothing is stored (or counted in stats) for a deck the
  // learner never added or has removed.
  if (!account.deckInCollection) return { kind: "refused", code: "NOT_FOUND", message: messages.decks.deckNotFound };
  const reviewed = answeredWords(session);
  if (reviewed.length === 0) return { kind: "nothing-to-save", response: nothingToSave(session.sessionId) };
  const foreign = reviewed.map((w) => w.wordId).filter((id) => !reads.words.has(id));
  if (foreign.length > 0) {
    return {
      kind: "refused",
      code: "VALIDATION_ERROR",
      message: messages.generic.invalidRequest,
      fields: { words: `Words ${foreign.join(", ")} are not in this deck` },
    };
  }
  // Rated as studied: a session saved after a change of algorithm keeps the one it was studied with.
  // Each word is scheduled at its deck's desired retention.
  const settings = {
    ...account.settings,
    studyAlgorithm: session.studyAlgorithm ?? account.settings.studyAlgorithm,
    requestRetention: effectiveRetention(account.settings.requestRetention, account.deckRetention),
  };
  const day = reads.day.model;

  // Words another device reviewed after this session's answers (it synced first) are graded from the
  // state they had then, and their later reviews applied again after (study-time order).
  const late = lateWordsFrom(session, now, reads.words, reads.laterReviews);
  const before = new Map([...reads.words].map(([id, state]) => [id, late.get(id)?.before ?? state]));
  const reviewDay = reads.reviewsDue ? createReviewDayPicker(reads.reviewsDue, settings, day) : null;
  const grading = gradeSession({ session, settings, at: now, day, before, reviewDay });
  if (!grading.ok) {
    return {
      kind: "refused",
      code: "VALIDATION_ERROR",
      message: "Manual mode requires a difficulty rating",
      fields: { words: `Word ${grading.wordId} has no rating` },
    };
  }
  const replay = replayLateWords(grading.words, late, reads.words, settings, day);
  return writePlan(reads, reviewed, replay);
}

/** The answer to a session with nothing answered. */
function nothingToSave(sessionId: string): SessionSaveResult {
  return {
    success: true,
    message: "No activity to save",
    sessionId,
    wordsLearned: 0,
    wordsReviewed: 0,
    savedWords: 0,
    progress: [],
  };
}

/** The rows a graded session writes, its day's credit and its answer. */
function writePlan(
  reads: SessionSaveReads,
  reviewed: SessionSave["words"],
  replay: { words: GradedWord[]; logs: ReplayedLog[] },
): SessionSavePlan & { kind: "write" } {
  const { userId, session, now } = reads;
  const graded = replay.words;
  const { subDeckId, sessionId } = session;
  const wordsLearned = wordsLearnedInSession(session.sessionType, reviewed);
  const wordsReviewed = wordsReviewedInSession(session.sessionType, reviewed);
  const response: SessionSaveResult = {
    success: true,
    sessionId,
    wordsLearned,
    wordsReviewed,
    savedWords: graded.length,
    progress: graded.map(({ wordId, progress }) => ({
      wordId,
      state: progress.state,
      learningSteps: progress.learningSteps,
      nextReview: progress.nextReview!.toISOString(),
      correctCount: progress.correctCount,
      reviewedCount: progress.reviewedCount,
    })),
  };
  // The day's "learned" is words that became learned in this session (left their building steps, or
  // were marked "Already know"): the definition of learned every screen uses (domain word-counts), so
  // Daily Goals, the week and the activity add up to Learned Words. The session's own wordsLearned
  // (the spec's count of words answered 5 times) stays on the session and its overview.
  const becameLearnedNow = graded.filter((w) => becameLearned(w.log.stateBefore, w.log.state)).length;
  return {
    kind: "write",
    session: {
      id: sessionId,
      userId,
      subDeckId,
      sessionType: session.sessionType,
      durationSeconds: session.durationSeconds,
      startedAt: new Date(session.startedAt),
      wordsLearned,
      wordsReviewed,
      result: response,
    },
    progress: graded.map((w) => ({
      userId,
      wordId: w.wordId,
      subDeckId,
      ...w.progress,
      historyCount: w.history.count,
      recentRetention: w.history.recent,
      updatedAt: now,
    })),
    logs: graded.map((w) => ({ userId, subDeckId, sessionId, ...w.log })),
    replayedLogs: replay.logs,
    day: planStudyDay({
      account: reads.account.info,
      activity: reads.activity,
      today: reads.day.today,
      added: { learned: becameLearnedNow, reviewed: wordsReviewed, seconds: session.durationSeconds },
      now,
      newTimeZone: reads.day.newTimeZone,
    }),
    response,
  };
}
