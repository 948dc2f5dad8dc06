import type { DayModel } from "../time/learner-day";
import { confidenceIndex, ratingFromConfidence } from "./confidence";
import type { FsrsSettings } from "./constants";
import { RECENT_OUTCOMES } from "./grade-session";
import { NEW_CARD, type ProgressCard, type Rating } from "./progress-card";
import type { ReviewLogEntry, ReviewLogMemory } from "./review-log";
import { scheduleReview } from "./scheduling";

export { NEW_CARD } from "./progress-card";

/**
 * Reviews reach the server in the order devices send them, not the order they happened: a phone that
 * studied a word offline at 9:00 may sync after a laptop that reviewed it at 18:00. FSRS states do not
 * commute, so the word's schedule is rebuilt in study-time order: from its state before the first
 * review that came later, the late review is graded first (as usual), then the later reviews are
 * applied again at their own times. A rating the learner gave (MANUAL), a lapse and "Already know" stay
 * as they were; an automatic rating of a word recalled at the first try is derived again from that
 * review's answers, since the confidence index it comes from reads the word's state before it (its
 * last review, stability and recent outcomes), which the late review changed.
 */

/** A review-log row's memory fields (the state after that review). */
export type LoggedCard = ReviewLogMemory & { reviewedAt: Date };

/** A review that happened after the late one: what it was given. */
export interface LaterReview {
  reviewedAt: Date;
  /** 1–4; manual reschedules (0) are not reviews and are never replayed. */
  rating: Rating;
  /**
   * The review's answers, to compute its confidence index again from the word's new state (absent: an
   * "Already know" or a review with no answers kept; its confidence index stays).
   */
  answers?: { correctCount: number; reviewedCount: number; responseTimes: readonly number[] };
  /** An automatic rating of a word recalled at the first try: derived again from that confidence index. */
  automatic?: boolean;
}

/**
 * The card as a review left it, from its log row (`reviews` and `lapses`: the word's reviews and
 * lapses up to and including that one, counted from the log).
 */
export function cardAfter(logged: LoggedCard | null, reviews: number, lapses: number): ProgressCard {
  if (!logged) return NEW_CARD;
  return {
    state: logged.state,
    learningSteps: logged.learningSteps,
    stability: logged.stability,
    difficulty: logged.difficulty,
    elapsedDays: logged.elapsedDays,
    scheduledDays: logged.scheduledDays,
    reps: reviews,
    lapses,
    lastReview: logged.reviewedAt,
    nextReview: logged.due,
  };
}

export interface ReplayedReview {
  /** The state before this review, now that the late one comes first. */
  stateBefore: number;
  log: ReviewLogEntry;
  /** The review's confidence index computed again (absent: it stays). */
  confidenceIndex?: number;
  /** Whether the rating was derived again from it (an automatic rating). */
  derived: boolean;
}

/**
 * Applies the later reviews again, in time order, from `start` (the card after the late review).
 * `historyCount` is the number of the word's reviews before the first of them; `recent` the word's
 * recent outcomes then (recalled 1, forgotten 0, oldest first), which an automatic rating reads.
 */
export function replayLaterReviews(input: {
  start: ProgressCard;
  later: readonly LaterReview[];
  historyCount: number;
  recent?: readonly number[];
  settings: FsrsSettings;
  day: DayModel;
}): { card: ProgressCard; reviews: ReplayedReview[]; recent: number[] } {
  let card = input.start;
  let recent = [...(input.recent ?? [])];
  const reviews: ReplayedReview[] = [];
  const ordered = [...input.later].sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
  ordered.forEach((review, i) => {
    const confidence = review.answers
      ? confidenceIndex({
          ...review.answers,
          lastReview: card.lastReview,
          stability: card.stability,
          recentRetention: recent,
          now: review.reviewedAt,
        })
      : undefined;
    const derived = confidence !== undefined && review.automatic === true;
    const rating = derived ? ratingFromConfidence(confidence) : review.rating;
    const scheduled = scheduleReview({
      card,
      rating,
      now: review.reviewedAt,
      settings: input.settings,
      historyCount: input.historyCount + i,
      day: input.day,
    });
    reviews.push({
      stateBefore: card.state,
      log: scheduled.log,
      derived,
      ...(confidence === undefined ? {} : { confidenceIndex: confidence }),
    });
    recent = [...recent, rating === 1 ? 0 : 1].slice(-RECENT_OUTCOMES);
    card = scheduled.card;
  });
  return { card, reviews, recent };
}
