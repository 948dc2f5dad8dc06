import { State } from "ts-fsrs";
import { type DayModel, elapsedLearnerDays, startOfDayAfter, UTC_DAY } from "../time/learner-day";
import { BUILDING_CARD, buildingStep, startBuilding } from "./building-phase";
import { type FsrsSettings, SCHEDULING_FAILURE_DELAY_MS } from "./constants";
import { fsrsReview } from "./fsrs-review";
import { capYoungWord } from "./interval-rules";
import { knownWord } from "./known-word";
import { addMs, isValidCard, type ProgressCard, type Rating } from "./progress-card";
import { logOf, type ReviewLogEntry } from "./review-log";
import type { ReviewDayPicker } from "./review-spread";

export { createScheduler } from "./fsrs-scheduler";
export { isValidCard, type ProgressCard, type Rating } from "./progress-card";
export { createRescheduler, rescheduleForSettings } from "./reschedule";
export type { ReviewLogEntry } from "./review-log";

export interface ScheduleInput {
  /** null for a word never studied. */
  card: ProgressCard | null;
  rating: Rating;
  now: Date;
  settings: FsrsSettings;
  /** Reviews of this word before this one. */
  historyCount: number;
  /** 'Already know? Mark as learned!' on a new word. */
  alreadyKnown?: boolean;
  /** The learner's days: review cards fall due at the start of a day (UTC midnight when not given). */
  day?: DayModel;
  /**
   * Load balancing and easy days: a review FSRS sends a day or more away goes to the day this picks
   * within the fuzz range of FSRS's interval (instead of the fuzz's own day).
   */
  reviewDay?: ReviewDayPicker | null;
}

export interface ScheduleResult {
  card: ProgressCard;
  log: ReviewLogEntry;
  /** True when scheduling failed and the word simply comes back in 2 hours. */
  fallback: boolean;
}

/**
 * The new memory state of a word after one review, from the user's settings:
 * - 'Already know' on a new word: review, stability 2, difficulty 5, back in 2 days (`knownWord`).
 * - With reinforce_new_cards, a new word enters the building phase (`building-phase.ts`).
 * - Otherwise FSRS (ts-fsrs) with the user's retention, maximum interval and weights; relearning
 *   steps only when relearn_mature_cards is on; then the easy/hard multipliers and the 2-day cap for
 *   words with fewer than 10 reviews.
 * Any failure (or an invalid result) falls back to "again in 2 hours".
 */
export function scheduleReview(input: ScheduleInput): ScheduleResult {
  const { rating, now } = input;
  const day = input.day ?? UTC_DAY;
  const previous = input.card;
  // A review can't precede the last one (an offline replay arriving late): review at the later time.
  const reviewTime = previous?.lastReview && previous.lastReview > now ? previous.lastReview : now;
  const lastElapsedDays = previous?.lastReview ? elapsedLearnerDays(previous.lastReview, reviewTime, day) : 0;
  try {
    const scheduled = nextCard(input, reviewTime, day);
    const capped = capYoungWord(scheduled.card, reviewTime, input.historyCount, day);
    const next = scheduled.viaFsrs ? onPickedDay(capped, input.reviewDay, reviewTime, lastElapsedDays, day) : capped;
    if (!isValidCard(next, reviewTime)) throw new Error("Invalid scheduling result");
    return { card: next, log: logOf(next, rating, reviewTime, lastElapsedDays), fallback: false };
  } catch {
    const card = fallbackCard(previous, reviewTime);
    return { card, log: logOf(card, rating, reviewTime, lastElapsedDays), fallback: true };
  }
}

/** The card after the review, before the young-word cap; `viaFsrs` when FSRS itself scheduled it. */
function nextCard(input: ScheduleInput, reviewTime: Date, day: DayModel): { card: ProgressCard; viaFsrs: boolean } {
  const { card: previous, rating, settings } = input;
  const isNew = previous === null || previous.state === 0;
  if (isNew && input.alreadyKnown) return { card: knownWord(reviewTime, settings, day), viaFsrs: false };
  if (isNew && settings.reinforceNewCards) return { card: startBuilding(previous, reviewTime), viaFsrs: false };
  if (previous && previous.state === 1 && previous.learningSteps > 0 && settings.reinforceNewCards) {
    return { card: buildingStep(previous, rating, reviewTime, settings, day), viaFsrs: false };
  }
  // With a picker, FSRS gives its interval without fuzz: the picker chooses within the fuzz range.
  const card = fsrsReview(previous, rating, reviewTime, settings, day, { fuzz: !input.reviewDay });
  return { card, viaFsrs: true };
}

/** A review card a day or more away, moved to the day the picker chooses within its fuzz range. */
function onPickedDay(
  card: ProgressCard,
  pick: ReviewDayPicker | null | undefined,
  reviewTime: Date,
  elapsedDays: number,
  day: DayModel,
): ProgressCard {
  if (!pick || card.state !== State.Review || card.scheduledDays < 1) return card;
  const days = pick({ interval: card.scheduledDays, elapsedDays, reviewTime });
  return { ...card, scheduledDays: days, nextReview: startOfDayAfter(reviewTime, days, day) };
}

/** When scheduling fails: the word as it was (its odd numbers made safe), back in 2 hours. */
function fallbackCard(previous: ProgressCard | null, reviewTime: Date): ProgressCard {
  const base = previous ?? BUILDING_CARD;
  const safe = (n: number, fallback: number) => (Number.isFinite(n) && n >= 0 ? n : fallback);
  return {
    ...base,
    stability: safe(base.stability, 0.1),
    difficulty: safe(base.difficulty, 1),
    elapsedDays: safe(base.elapsedDays, 0),
    scheduledDays: 0,
    reps: safe(base.reps, 0) + 1,
    lapses: safe(base.lapses, 0),
    learningSteps: safe(base.learningSteps, 0),
    state: safe(base.state, 1),
    lastReview: reviewTime,
    nextReview: addMs(reviewTime, SCHEDULING_FAILURE_DELAY_MS),
  };
}
