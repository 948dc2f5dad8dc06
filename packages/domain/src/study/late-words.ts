import type { DayModel } from "../time/learner-day";
import type { FsrsSettings } from "./constants";
import { type GradedWord, RECENT_OUTCOMES, type WordBefore } from "./grade-session";
import type { Rating } from "./progress-card";
import type { ReviewLogEntry, ReviewLogMemory } from "./review-log";
import { answeredAt } from "./studied-at";
import { cardAfter, type LaterReview, replayLaterReviews } from "./study-order";
import type { SessionSave } from "./validation";

/**
 * A session studied before reviews the server already has (another device synced first): for each
 * such word, the state it had at this session's answer, and the reviews that came after it, so the
 * word is graded and then rescheduled in study-time order (see `study-order.ts`).
 */
export interface LateWord {
  before: WordBefore;
  /** Reviews logged after this session's answer, oldest first. */
  later: (LaterReview & { id: string })[];
  /** The word's reviews before this session's answer. */
  reviewsBefore: number;
}

/** A review-log row as the replay reads it (a review: rating 1–4, never a manual reschedule). */
export interface LoggedReview extends ReviewLogMemory {
  id: string;
  wordId: number;
  reviewedAt: Date;
  rating: number;
  stateBefore: number;
  kind: string;
  mode: string;
  attempts: { correct: boolean; ms: number }[];
  responseTimes: number[];
  firstAnswerCorrect: boolean | null;
  actualRetention: number;
}

/** An automatic rating of a word recalled at the first try: derived from the word's state, so derived again. */
function derivedRating(row: LoggedReview): boolean {
  return row.mode === "AUTOMATIC" && row.firstAnswerCorrect === true;
}

function answersOf(row: LoggedReview): NonNullable<LaterReview["answers"]> {
  return {
    correctCount: row.attempts.filter((a) => a.correct).length,
    reviewedCount: row.attempts.length,
    responseTimes: row.responseTimes,
  };
}

/**
 * The words of `session` answered before their last saved review, with when they were answered: the
 * words whose reviews must be read to replay them. None in the usual case (then nothing is read).
 */
export function lateAnswerTimes(
  session: Pick<SessionSave, "words" | "durationSeconds">,
  sessionEnd: Date,
  saved: ReadonlyMap<number, WordBefore>,
): Map<number, Date> {
  const answered = new Map<number, Date>();
  for (const word of session.words) {
    const lastReview = saved.get(word.wordId)?.progress?.lastReview;
    const at = answeredAt(sessionEnd, session.durationSeconds, word.answeredAtMs);
    if (lastReview && lastReview.getTime() > at.getTime()) answered.set(word.wordId, at);
  }
  return answered;
}

/**
 * The late words of `session`, from the reviews of the words `lateAnswerTimes` names (`reviews`:
 * those words' reviews, each word's oldest first): a word with no review after its answer is not late.
 */
export function lateWordsFrom(
  session: Pick<SessionSave, "words" | "durationSeconds">,
  sessionEnd: Date,
  saved: ReadonlyMap<number, WordBefore>,
  reviews: readonly LoggedReview[],
): Map<number, LateWord> {
  const late = new Map<number, LateWord>();
  for (const [wordId, at] of lateAnswerTimes(session, sessionEnd, saved)) {
    const mine = reviews.filter((r) => r.wordId === wordId);
    const earlier = mine.filter((r) => r.reviewedAt.getTime() <= at.getTime());
    const later = mine.filter((r) => r.reviewedAt.getTime() > at.getTime());
    const state = saved.get(wordId);
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
 * its progress is what it would be had the reviews arrived in the order they happened. `saved` is the
 * words' saved state (all their reviews, the late ones included).
 */
export function replayLateWords(
  graded: readonly GradedWord[],
  late: ReadonlyMap<number, LateWord>,
  saved: ReadonlyMap<number, Pick<WordBefore, "history">>,
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
    const history = saved.get(word.wordId)?.history ?? { count: 0, recent: [] };
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
