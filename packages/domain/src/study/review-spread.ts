import { ALL_NORMAL, type WeekLoads } from "../planning/day-load";
import { chooseReviewInterval } from "../planning/review-day";
import { type DayModel, learnerDayNumber } from "../time/learner-day";
import type { FsrsSettings } from "./constants";

/** Reviews already due per learner day (days since 1970-01-01), as a save reads them. */
export type DueHistogram = ReadonlyMap<number, number>;

/** What picks a review's day: the interval FSRS asks for in, the days chosen within its fuzz range out. */
export type ReviewDayPicker = (review: { interval: number; elapsedDays: number; reviewTime: Date }) => number;

/** The learner days a session save reads reviews due on: from tomorrow to the longest interval. */
export function dueHistogramRange(now: Date, settings: Pick<FsrsSettings, "maximumInterval">, day: DayModel) {
  const today = learnerDayNumber(now, day);
  return { firstDay: today + 1, lastDay: today + settings.maximumInterval + 1 };
}

/** Folds due instants (with how many reviews fall due at each) into reviews due per learner day. */
export function dueHistogramOf(rows: readonly { due: Date; count: number }[], day: DayModel): Map<number, number> {
  const histogram = new Map<number, number>();
  for (const { due, count } of rows) {
    const n = learnerDayNumber(due, day);
    histogram.set(n, (histogram.get(n) ?? 0) + count);
  }
  return histogram;
}

/**
 * Whether FSRS itself schedules any of a session's words (the only reviews the picker places): not
 * a new word going into its building steps or marked "Already know", nor a word in its building steps.
 * A save of new words alone then reads no reviews due.
 */
export function schedulesThroughFsrs(
  words: readonly { alreadyKnow: boolean; before: { state: number; learningSteps: number } | null }[],
  settings: Pick<FsrsSettings, "reinforceNewCards">,
): boolean {
  return words.some(({ alreadyKnow, before }) => {
    const isNew = before === null || before.state === 0;
    if (isNew) return !alreadyKnow && !settings.reinforceNewCards;
    return !(before.state === 1 && before.learningSteps > 0 && settings.reinforceNewCards);
  });
}

/** Weekday of a day number, 0 = Monday (1970-01-01 was a Thursday). */
export const weekdayOfDay = (dayNumber: number) => (((dayNumber + 3) % 7) + 7) % 7;

/**
 * The picker a session save schedules its reviews with, or null when neither load balancing nor an
 * easy day is on (then ts-fsrs's fuzz alone decides). Each review goes to the day of its fuzz range
 * with the fewest reviews due for that weekday's share (`chooseReviewInterval`), and is counted on that
 * day, so the session's next word sees it. The same histogram and reviews always give the same days.
 */
export function createReviewDayPicker(
  histogram: DueHistogram,
  settings: Pick<FsrsSettings, "maximumInterval" | "loadBalancing" | "easyDays">,
  day: DayModel,
): ReviewDayPicker | null {
  const loadBalance = settings.loadBalancing ?? true;
  const weekLoads: WeekLoads = settings.easyDays ?? ALL_NORMAL;
  if (!loadBalance && weekLoads.every((load) => load === "normal")) return null;
  const due = new Map(histogram);
  return ({ interval, elapsedDays, reviewTime }) => {
    const today = learnerDayNumber(reviewTime, day);
    const days = chooseReviewInterval({
      interval,
      elapsedDays,
      maximumInterval: settings.maximumInterval,
      today,
      dueOn: (n) => due.get(n) ?? 0,
      weekdayOf: weekdayOfDay,
      loadBalance,
      weekLoads,
      random: 0,
    });
    due.set(today + days, (due.get(today + days) ?? 0) + 1);
    return days;
  };
}
