import { type Card, createEmptyCard, type FSRS, type Grade, State } from "ts-fsrs";
import { MAX_RESPONSE_SECONDS } from "../study/constants";
import { learnerDue } from "../study/fsrs-scheduler";
import { type DayModel, elapsedLearnerDays, learnerClock } from "../time/learner-day";
import {
  ANKI_HISTORY_SKIPS,
  type AnkiHistoryReview,
  type ImportedReviewKind,
  type ImportedReviewLog,
} from "./anki-history-types";

/** Anki's revlog types. */
export const ANKI_REVLOG_TYPES = { LEARN: 0, REVIEW: 1, RELEARN: 2, FILTERED: 3, MANUAL: 4, RESCHEDULED: 5 } as const;
const { LEARN, REVIEW, RELEARN, FILTERED, MANUAL, RESCHEDULED } = ANKI_REVLOG_TYPES;

/** One answer longer than this is a learner who walked away: it is logged as this long. */
const MAX_DURATION_MS = MAX_RESPONSE_SECONDS * 1000;

function durationOf(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.min(MAX_DURATION_MS, Math.round(ms)) : 0;
}

/** Our kind of an answered entry. A cram review in a filtered deck is a review like any other. */
function reviewKind(type: number, stateBefore: number): ImportedReviewKind {
  if (type === LEARN) return "learn";
  if (type === REVIEW || type === FILTERED) return "review";
  if (type === RELEARN) return "relearn";
  // A type this code does not know: what FSRS saw.
  if (stateBefore === State.Review) return "review";
  if (stateBefore === State.Relearning) return "relearn";
  return "learn";
}

/** Counts an entry left out, by reason. */
export type Skip = (reason: string) => void;

/** The entries with a time a review can have happened at (up to `now`), oldest first. */
export function usableReviews(reviews: readonly AnkiHistoryReview[], now: Date, skip: Skip): AnkiHistoryReview[] {
  const usable: AnkiHistoryReview[] = [];
  for (const review of reviews) {
    // Revlog ids are times since 1970; anything earlier is not a time a review happened.
    if (!Number.isFinite(review.timeMs) || review.timeMs < 0) skip(ANKI_HISTORY_SKIPS.noTime);
    else if (review.timeMs > now.getTime()) skip(ANKI_HISTORY_SKIPS.future);
    else usable.push(review);
  }
  // Sorting is stable: entries with the same time keep the revlog's order.
  return usable.sort((a, b) => a.timeMs - b.timeMs);
}

/** The replay so far. */
export interface Replay {
  /**
   * The card as FSRS sees it, on the learner's clock (see learnerClock): FSRS counts UTC calendar
   * days, so given the learner's clock its elapsed days are the learner's days, as in scheduleReview.
   */
  card: Card | null;
  lastReviewAt: Date | null;
  due: Date | null;
  logs: ImportedReviewLog[];
  /** Each answered review's outcome, oldest first: 1 remembered, 0 not. */
  outcomes: number[];
  correctCount: number;
  /** The index in `logs` of the last answered review (-1: none). */
  lastReviewLog: number;
}

export const emptyReplay = (): Replay => ({
  card: null,
  lastReviewAt: null,
  due: null,
  logs: [],
  outcomes: [],
  correctCount: 0,
  lastReviewLog: -1,
});

/** Anki's manual and rescheduled entries, and entries with no button pressed: nothing was answered. */
const isManual = (review: AnkiHistoryReview) =>
  review.ease === 0 || review.type === MANUAL || review.type === RESCHEDULED;

/** Replays one entry (see replayAnkiHistory): a manual row, or an answer through FSRS. */
export function replayEntry(replay: Replay, review: AnkiHistoryReview, scheduler: FSRS, day: DayModel, skip: Skip) {
  if (isManual(review)) {
    replay.logs.push(manualLog(replay, review));
    return;
  }
  const ease = review.ease;
  if (!(ease === 1 || ease === 2 || ease === 3 || ease === 4)) {
    skip(ANKI_HISTORY_SKIPS.noRating);
    return;
  }
  const reviewedAt = new Date(review.timeMs);
  // Where the zone's clock goes back (DST), a later review can read earlier: it counts as the same moment.
  const clock = learnerClock(reviewedAt, day);
  const card = replay.card;
  const at = card?.last_review && card.last_review > clock ? card.last_review : clock;
  const before: Card = card ?? createEmptyCard(at);
  let next: Card;
  try {
    next = scheduler.next(before, at, ease as Grade).card;
  } catch {
    skip(ANKI_HISTORY_SKIPS.unreplayable);
    return;
  }
  const due = learnerDue({ state: next.state, scheduledDays: next.scheduled_days }, next.due, reviewedAt, at, day);
  const sinceLast = replay.lastReviewAt ? elapsedLearnerDays(replay.lastReviewAt, reviewedAt, day) : 0;
  const remembered = ease > 1;
  replay.logs.push({
    sourceId: review.sourceId,
    reviewedAt,
    kind: reviewKind(review.type, before.state),
    rating: ease,
    stateBefore: before.state,
    ...memoryOf(next, due),
    // Both are the learner's days since the previous review, as scheduleReview logs them.
    elapsedDays: sinceLast,
    lastElapsedDays: sinceLast,
    durationMs: durationOf(review.durationMs),
    firstAnswerCorrect: remembered,
  });
  replay.lastReviewLog = replay.logs.length - 1;
  replay.outcomes.push(remembered ? 1 : 0);
  if (remembered) replay.correctCount += 1;
  replay.card = next;
  replay.lastReviewAt = reviewedAt;
  replay.due = due;
}

/** A manual row: the memory state stays as the replay left it (rating 0, not a review). */
function manualLog(replay: Replay, review: AnkiHistoryReview): ImportedReviewLog {
  const { card } = replay;
  const reviewedAt = new Date(review.timeMs);
  const elapsed = card?.elapsed_days ?? 0;
  return {
    sourceId: review.sourceId,
    reviewedAt,
    kind: "manual",
    rating: 0,
    stateBefore: card?.state ?? State.New,
    ...(card ? memoryOf(card, replay.due ?? reviewedAt) : { ...NO_MEMORY, due: replay.due ?? reviewedAt }),
    elapsedDays: elapsed,
    lastElapsedDays: elapsed,
    durationMs: durationOf(review.durationMs),
    firstAnswerCorrect: null,
  };
}

const NO_MEMORY = { state: State.New, stability: 0, difficulty: 0, scheduledDays: 0, learningSteps: 0 };

/** FSRS's card as a log row's memory fields, due at `due`. */
function memoryOf(card: Card, due: Date) {
  return {
    state: card.state,
    due,
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
  };
}
