import type { FsrsSettings } from "@app/domain/study/constants";
import { type GradedWord, RECENT_OUTCOMES, type WordBefore } from "@app/domain/study/grade-session";
import type { Rating, ReviewLogEntry } from "@app/domain/study/scheduling";
import { answeredAt } from "@app/domain/study/studied-at";
import { cardAfter, type LaterReview, replayLaterReviews } from "@app/domain/study/study-order";
import type { SessionSave } from "@app/domain/study/validation";
import type { DayModel } from "@app/domain/time/learner-day";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs } from "../../db/schema";
import type { SavedWordState } from "./repository";

/**
 * A session studied before reviews the server already has (another device synced first): for each
 * such word, the state it had at this session's answer, and the reviews that came after it, so the
 * word is graded and then rescheduled in study-time order (see `@app/domain/study/study-order`).
 */
export interface LateWord {
  before: WordBefore;
  /** Reviews logged after this session's answer, oldest first. */
  later: (LaterReview & { id: string })[];
  /** The word's reviews before this session's answer. */
  reviewsBefore: number;
}

interface LoggedAnswers {
  kind: string;
  mode: string;
  attempts: { correct: boolean; ms: number }[];
  responseTimes: number[];
  firstAnswerCorrect: boolean | null;
}

/** An automatic rating of a word recalled at the first try: derived from the word's state, so derived again. */
function derivedRating(row: LoggedAnswers): boolean {
  return row.mode === "AUTOMATIC" && row.firstAnswerCorrect === true;
}

function answersOf(row: LoggedAnswers): NonNullable<LaterReview["answers"]> {
  return {
    correctCount: row.attempts.filter((a) => a.correct).length,
    reviewedCount: row.attempts.length,
    responseTimes: row.responseTimes,
  };
}

/** The words of `session` answered before their last logged review; none (and no query) in the usual case. */
export async function readLateWords(
  tx: Db,
  userId: string,
  session: SessionSave,
  sessionEnd: Date,
  states: ReadonlyMap<number, SavedWordState>,
): Promise<Map<number, LateWord>> {
  const answered = new Map<number, Date>();
  for (const word of session.words) {
    const lastReview = states.get(word.wordId)?.progress?.lastReview;
    const at = answeredAt(sessionEnd, session.durationSeconds, word.answeredAtMs);
    if (lastReview && lastReview.getTime() > at.getTime()) answered.set(word.wordId, at);
  }
  const late = new Map<number, LateWord>();
  if (answered.size === 0) return late;
  const rows = await tx
    .select({
      id: reviewLogs.id,
      wordId: reviewLogs.wordId,
      reviewedAt: reviewLogs.reviewedAt,
      rating: reviewLogs.rating,
      stateBefore: reviewLogs.stateBefore,
      state: reviewLogs.state,
      due: reviewLogs.due,
      stability: reviewLogs.stability,
      difficulty: reviewLogs.difficulty,
      elapsedDays: reviewLogs.elapsedDays,
      scheduledDays: reviewLogs.scheduledDays,
      learningSteps: reviewLogs.learningSteps,
      kind: reviewLogs.kind,
      mode: reviewLogs.mode,
      attempts: reviewLogs.attempts,
      responseTimes: reviewLogs.responseTimes,
      firstAnswerCorrect: reviewLogs.firstAnswerCorrect,
      actualRetention: reviewLogs.actualRetention,
    })
    .from(reviewLogs)
    // Manual reschedules (rating 0) are not reviews.
    .where(
      and(eq(reviewLogs.userId, userId), inArray(reviewLogs.wordId, [...answered.keys()]), gt(reviewLogs.rating, 0)),
    )
    .orderBy(asc(reviewLogs.wordId), asc(reviewLogs.reviewedAt), sql`${reviewLogs.id}`);
  for (const [wordId, at] of answered) {
    const mine = rows.filter((r) => r.wordId === wordId);
    const earlier = mine.filter((r) => r.reviewedAt.getTime() <= at.getTime());
    const later = mine.filter((r) => r.reviewedAt.getTime() > at.getTime());
    const state = states.get(wordId);
    if (later.length === 0 || !state?.progress) continue;
    const previous = earlier.at(-1) ?? null;
    // A lapse is Again on a card in review (ts-fsrs counts lapses so).
    const lapses = earlier.filter((r) => r.rating === 1 && r.stateBefore === 2).length;
    late.set(wordId, {
      before: {
        // The counters (answers, streaks, accepted answers) add up in any order; the memory state and the
        // recent outcomes are the ones the word had at this session's answer.
        progress: { ...state.progress, ...cardAfter(previous, earlier.length, lapses) },
        history: { count: earlier.length, recent: earlier.slice(-RECENT_OUTCOMES).map((r) => r.actualRetention) },
      },
      later: later.map((r) => ({
        id: r.id,
        reviewedAt: r.reviewedAt,
        rating: r.rating as Rating,
        ...(r.kind !== "known" && r.attempts.length > 0 ? { answers: answersOf(r), automatic: derivedRating(r) } : {}),
      })),
      reviewsBefore: earlier.length,
    });
  }
  return late;
}

/**
 * A later review's row with its new memory state; its time stays, and so does its rating unless it was
 * an automatic one derived again (then with its new confidence index and outcome).
 */
export type ReplayedLog = Omit<ReviewLogEntry, "review"> & {
  id: string;
  stateBefore: number;
  confidenceIndex?: number;
  predictedRetention?: number;
  actualRetention: number;
};

/**
 * After grading: each late word's later reviews applied again from the state this session left, so
 * its progress is what it would be had the reviews arrived in the order they happened.
 */
export function replayLateWords(
  graded: readonly GradedWord[],
  late: ReadonlyMap<number, LateWord>,
  total: ReadonlyMap<number, SavedWordState>,
  settings: FsrsSettings,
  day: DayModel,
): { words: GradedWord[]; logs: ReplayedLog[] } {
  const logs: ReplayedLog[] = [];
  const words = graded.map((word) => {
    const lateWord = late.get(word.wordId);
    if (!lateWord) return word;
    const replayed = replayLaterReviews({
      start: word.progress,
      later: lateWord.later,
      historyCount: lateWord.reviewsBefore + 1,
      recent: word.history.recent,
      settings,
      day,
    });
    const ordered = [...lateWord.later].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    let confidence: number | undefined;
    replayed.reviews.forEach(
      ({ stateBefore, log: { review: _at, ...fields }, confidenceIndex, derived: automatic }, i) => {
        const derived =
          confidenceIndex === undefined
            ? {}
            : { confidenceIndex, ...(automatic ? { predictedRetention: confidenceIndex / 100 } : {}) };
        if (confidenceIndex !== undefined) confidence = confidenceIndex;
        logs.push({
          id: ordered[i]!.id,
          stateBefore,
          ...fields,
          ...derived,
          actualRetention: fields.rating === 1 ? 0 : 1,
        });
      },
    );
    const history = total.get(word.wordId)?.history ?? { count: 0, recent: [] };
    return {
      ...word,
      progress: {
        ...word.progress,
        ...replayed.card,
        ...(confidence === undefined ? {} : { confidenceIndex: confidence }),
      },
      history: { count: history.count + 1, recent: replayed.recent },
    };
  });
  return { words, logs };
}

/** Stores the later reviews' new states (their times stay; their ratings too, unless derived again). */
export async function writeReplayedLogs(tx: Db, logs: readonly ReplayedLog[]): Promise<void> {
  for (const { id, ...fields } of logs) {
    await tx.update(reviewLogs).set(fields).where(eq(reviewLogs.id, id));
  }
}
