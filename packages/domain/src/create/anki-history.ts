import { type Card, createEmptyCard, type Grade, State } from "ts-fsrs";
import { type FsrsSettings, MAX_RESPONSE_SECONDS } from "../study/constants";
import { RECENT_OUTCOMES } from "../study/grade-session";
import { createScheduler, type ProgressCard } from "../study/scheduling";
import { type DayModel, elapsedLearnerDays, learnerClock, startOfDayAfter } from "../time/learner-day";
import { ankiStateOf, isDate, isLearnedInAnki, isSuspended, learnedWithoutHistory } from "./anki-learned-cards";

/**
 * One card's Anki review history turned into our review log and FSRS memory state.
 *
 * Every answered review (ease 1–4) is replayed through FSRS with the learner's own settings, on the
 * learner's days, so the imported word is scheduled exactly as if it had been studied here with the
 * same answers. Anki's own memory state (when the collection used FSRS) is not taken over: it was
 * computed with other weights and other days.
 */

/** One revlog row of the card, as the import reads it. */
export interface AnkiHistoryReview {
  /** When the review happened (revlog id), milliseconds since 1970. */
  timeMs: number;
  /** 1 again, 2 hard, 3 good, 4 easy; 0 when no button was pressed (a manual change). */
  ease: number;
  /** 0 learn, 1 review, 2 relearn, 3 filtered (cram), 4 manual, 5 rescheduled. */
  type: number;
  durationMs: number;
  /** The revlog row's id as text, kept on our log row. */
  sourceId: string;
}

/** The card as Anki holds it now. */
export interface AnkiHistoryCard {
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  type: number;
  /** -3/-2 buried, -1 suspended, 0 new, 1 learning, 2 review, 3 day-learning, 4 preview. */
  queue: number;
  /** The instant the card falls due (the start of its due day for review cards); null for new cards. */
  dueAt: Date | null;
  /**
   * Anki's interval in Anki's days. The replay does not need it (a kept due date gives the interval in
   * the learner's own days); a review card with no history takes it as its stability.
   */
  intervalDays: number;
  suspended: boolean;
}

export interface AnkiHistoryInput {
  /** The card's revlog, in any order. */
  reviews: readonly AnkiHistoryReview[];
  card: AnkiHistoryCard;
  settings: FsrsSettings;
  day: DayModel;
  now: Date;
}

export type ImportedReviewKind = "learn" | "review" | "relearn" | "manual";

/** A review-log row (revlog semantics) for one imported revlog entry. */
export interface ImportedReviewLog {
  sourceId: string;
  reviewedAt: Date;
  kind: ImportedReviewKind;
  /** The rating FSRS was given; 0 for a manual row. */
  rating: 0 | 1 | 2 | 3 | 4;
  stateBefore: number;
  /** After the entry; the memory fields below are after it too. */
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  durationMs: number;
  /** Whether the card was remembered (null for manual rows: nothing was answered). */
  firstAnswerCorrect: boolean | null;
}

/** The word's progress row after the import. */
export interface ImportedProgress extends ProgressCard {
  isIgnored: boolean;
  /** Real reviews (manual rows are not reviews). */
  historyCount: number;
  /** The last five outcomes, oldest first: 1 remembered, 0 not. */
  recentRetention: number[];
  correctCount: number;
  reviewedCount: number;
}

export interface AnkiHistoryResult {
  /** null: the card was never answered, the word stays New. */
  progress: ImportedProgress | null;
  /** Every imported revlog entry, oldest first. */
  logs: ImportedReviewLog[];
  /** Entries left out, by reason. */
  skipped: Record<string, number>;
}

/** Reasons an entry is left out (the keys of `skipped`). */
export const ANKI_HISTORY_SKIPS = {
  noTime: "review with no time",
  future: "review in the future",
  noRating: "review with no rating",
  unreplayable: "review the scheduler could not replay",
} as const;

/** Anki's revlog types. */
const LEARN = 0;
const REVIEW = 1;
const RELEARN = 2;
const FILTERED = 3;
const MANUAL = 4;
const RESCHEDULED = 5;

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

/**
 * Replays one card's Anki history (see the module comment). Pure: `now` is only the limit past which
 * a review cannot have happened. Never throws on odd data; what it cannot use is counted in `skipped`.
 *
 * - Answered entries (ease 1–4) go through FSRS in time order (ties keep their order). Anki's learning
 *   steps are FSRS's learning state here: our building phase is for words first met in this app.
 * - Entries with ease 0, and Anki's manual and rescheduled entries whatever their ease, are manual
 *   rows (rating 0): nothing was answered, so the memory state does not change and they are not reviews.
 * - The due date of a review or relearning card is Anki's, so nothing falls due on import that was
 *   not due in Anki; a learning card's (its steps are minutes) and any card without one is the replay's.
 */
export function replayAnkiHistory(input: AnkiHistoryInput): AnkiHistoryResult {
  const { settings, day, now } = input;
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };

  const usable: AnkiHistoryReview[] = [];
  for (const review of input.reviews) {
    // Revlog ids are times since 1970; anything earlier is not a time a review happened.
    if (!Number.isFinite(review.timeMs) || review.timeMs < 0) skip(ANKI_HISTORY_SKIPS.noTime);
    else if (review.timeMs > now.getTime()) skip(ANKI_HISTORY_SKIPS.future);
    else usable.push(review);
  }
  // Sorting is stable: entries with the same time keep the revlog's order.
  usable.sort((a, b) => a.timeMs - b.timeMs);

  // Fuzz would add noise to intervals the learner never saw; the replay is the memory state.
  const scheduler = createScheduler(settings, { fuzz: false });
  /**
   * The card as FSRS sees it, on the learner's clock (see learnerClock): FSRS counts UTC calendar
   * days, so given the learner's clock its elapsed days are the learner's days, as in scheduleReview.
   */
  let card: Card | null = null;
  let lastReviewAt: Date | null = null;
  let due: Date | null = null;
  const logs: ImportedReviewLog[] = [];
  const outcomes: number[] = [];
  let correctCount = 0;
  let lastReviewLog = -1;

  for (const review of usable) {
    const reviewedAt = new Date(review.timeMs);
    const durationMs = durationOf(review.durationMs);
    const ease = review.ease;
    const manual = ease === 0 || review.type === MANUAL || review.type === RESCHEDULED;
    if (manual) {
      const elapsed = card?.elapsed_days ?? 0;
      logs.push({
        sourceId: review.sourceId,
        reviewedAt,
        kind: "manual",
        rating: 0,
        stateBefore: card?.state ?? State.New,
        state: card?.state ?? State.New,
        due: due ?? reviewedAt,
        stability: card?.stability ?? 0,
        difficulty: card?.difficulty ?? 0,
        elapsedDays: elapsed,
        lastElapsedDays: elapsed,
        scheduledDays: card?.scheduled_days ?? 0,
        learningSteps: card?.learning_steps ?? 0,
        durationMs,
        firstAnswerCorrect: null,
      });
      continue;
    }
    if (!(ease === 1 || ease === 2 || ease === 3 || ease === 4)) {
      skip(ANKI_HISTORY_SKIPS.noRating);
      continue;
    }

    // Where the zone's clock goes back (DST), a later review can read earlier: it counts as the same moment.
    const clock = learnerClock(reviewedAt, day);
    const at = card?.last_review && card.last_review > clock ? card.last_review : clock;
    const before: Card = card ?? createEmptyCard(at);
    let next: Card;
    try {
      next = scheduler.next(before, at, ease as Grade).card;
    } catch {
      skip(ANKI_HISTORY_SKIPS.unreplayable);
      continue;
    }
    // Review cards fall due at the start of a learner's day; (re)learning steps are minutes from the review.
    const nextDue =
      next.state === State.Review && next.scheduled_days >= 1
        ? startOfDayAfter(reviewedAt, next.scheduled_days, day)
        : new Date(reviewedAt.getTime() + (next.due.getTime() - at.getTime()));
    const sinceLast = lastReviewAt ? elapsedLearnerDays(lastReviewAt, reviewedAt, day) : 0;
    const remembered = ease > 1;
    logs.push({
      sourceId: review.sourceId,
      reviewedAt,
      kind: reviewKind(review.type, before.state),
      rating: ease,
      stateBefore: before.state,
      state: next.state,
      due: nextDue,
      stability: next.stability,
      difficulty: next.difficulty,
      // Both are the learner's days since the previous review, as scheduleReview logs them.
      elapsedDays: sinceLast,
      lastElapsedDays: sinceLast,
      scheduledDays: next.scheduled_days,
      learningSteps: next.learning_steps,
      durationMs,
      firstAnswerCorrect: remembered,
    });
    lastReviewLog = logs.length - 1;
    outcomes.push(remembered ? 1 : 0);
    if (remembered) correctCount += 1;
    card = next;
    lastReviewAt = reviewedAt;
    due = nextDue;
  }

  const ankiCard = input.card;
  const learnedInAnki = isLearnedInAnki(ankiCard);
  if (!card || !lastReviewAt || !due) {
    return { progress: learnedInAnki ? learnedWithoutHistory(ankiCard, day) : null, logs, skipped };
  }

  // Anki keeps a review card's due date when FSRS is switched on without rescheduling; so do we.
  const keepAnkiDue = learnedInAnki && isDate(ankiCard.dueAt);
  // A card Anki holds in review is learned, whatever a short or partial history replays to (one
  // "Good" from new is FSRS's learning state): it comes in learned, not in progress.
  const promoted = learnedInAnki && card.state !== State.Review && card.state !== State.Relearning;
  const nextReview = keepAnkiDue ? new Date(ankiCard.dueAt!.getTime()) : due;
  const scheduledDays = keepAnkiDue ? elapsedLearnerDays(lastReviewAt, nextReview, day) : card.scheduled_days;
  // Manual entries after the last review (Anki's "set due date") led to the due date the word keeps.
  for (let i = lastReviewLog + 1; i < logs.length; i++) {
    logs[i] = { ...logs[i]!, due: nextReview, scheduledDays };
  }

  return {
    progress: {
      state: promoted ? ankiStateOf(ankiCard) : card.state,
      learningSteps: promoted ? 0 : card.learning_steps,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsedDays: card.elapsed_days,
      scheduledDays,
      reps: card.reps,
      lapses: card.lapses,
      lastReview: lastReviewAt,
      nextReview,
      // A suspended card is set aside, not forgotten: its memory state is kept for when it comes back.
      // Buried cards are only put off for a day, so they are not ignored.
      isIgnored: isSuspended(ankiCard),
      historyCount: outcomes.length,
      recentRetention: outcomes.slice(-RECENT_OUTCOMES),
      correctCount,
      reviewedCount: outcomes.length,
    },
    logs,
    skipped,
  };
}
