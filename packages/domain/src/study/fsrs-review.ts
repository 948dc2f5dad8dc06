import { createEmptyCard, type Grade, State } from "ts-fsrs";
import { type DayModel, learnerClock, startOfDayAfter } from "../time/learner-day";
import type { FsrsSettings } from "./constants";
import { createScheduler, learnerDue } from "./fsrs-scheduler";
import { applyBonuses } from "./interval-rules";
import { fromFsrsCard, type ProgressCard, type Rating, toFsrsCard } from "./progress-card";

/**
 * FSRS for one review: all four outcomes are computed, the easy/hard multipliers applied to Easy and
 * Hard only, and then Hard is kept at least a day below Good and Easy at least a day above it (within
 * the maximum interval), so no setting within its bounds can reorder the ratings or move Good.
 */
export function fsrsReview(
  previous: ProgressCard | null,
  rating: Rating,
  reviewTime: Date,
  settings: FsrsSettings,
  day: DayModel,
  options: { fuzz?: boolean } = {},
): ProgressCard {
  const scheduler = createScheduler(settings, options);
  // FSRS counts UTC calendar days: given the learner's clock, it counts the learner's days.
  const clock = learnerClock(reviewTime, day);
  const card = previous
    ? toFsrsCard({ ...previous, lastReview: previous.lastReview && learnerClock(previous.lastReview, day) }, clock)
    : createEmptyCard(clock);
  const preview = scheduler.repeat(card, clock);
  const onLearnerTime = (next: ProgressCard): ProgressCard => ({
    ...next,
    lastReview: reviewTime,
    nextReview: learnerDue(next, next.nextReview!, reviewTime, clock, day),
  });
  const outcome = (r: Rating) =>
    applyBonuses(onLearnerTime(fromFsrsCard(preview[r as Grade].card)), r, reviewTime, settings, day);
  const chosen = outcome(rating);
  if (chosen.state !== State.Review || chosen.scheduledDays < 1) return chosen;
  const reviewDays = (r: Rating) => {
    const o = outcome(r);
    return o.state === State.Review && o.scheduledDays >= 1 ? o.scheduledDays : null;
  };
  const days = orderedDays(rating, chosen.scheduledDays, reviewDays, settings.maximumInterval);
  // Good is FSRS's own interval: the Hard and Easy settings move Hard and Easy only (FSRS already
  // keeps its Hard < Good < Easy; the multipliers are clamped back around Good above).
  return { ...chosen, scheduledDays: days, nextReview: startOfDayAfter(reviewTime, days, day) };
}

/**
 * The chosen rating's days in review, kept in the order of the ratings around Good's: Hard a day
 * below Good at most, Again never further out than Hard, Easy a day above Good at least.
 */
function orderedDays(
  rating: Rating,
  chosenDays: number,
  reviewDays: (rating: Rating) => number | null,
  max: number,
): number {
  let days = Math.min(max, chosenDays);
  const good = reviewDays(3);
  /** Hard's days: a day below Good at most. */
  const hardDays = (hard: number) => (good !== null ? Math.min(hard, Math.max(1, Math.min(max, good) - 1)) : hard);
  if (rating === 2) days = hardDays(days);
  if (rating === 1) {
    // Without relearning steps a forgotten word stays in review: never further out than Hard.
    const hard = reviewDays(2);
    if (hard !== null) days = Math.min(days, hardDays(Math.min(max, hard)));
  }
  if (rating === 4 && good !== null) days = Math.max(days, Math.min(max, Math.min(max, good) + 1));
  return days;
}
