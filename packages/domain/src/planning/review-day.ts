import { get_fuzz_range } from "ts-fsrs";

import { DAY_LOAD_SHARE, type WeekLoads } from "./day-load";

export { ALL_NORMAL, DAY_LOAD_SHARE, type DayLoad, type WeekLoads } from "./day-load";

export interface ReviewDayChoice {
  /** The interval the memory model asks for, in days (≥ 1). */
  interval: number;
  /** Days since the word's last review (ts-fsrs narrows the fuzz range for short gaps). */
  elapsedDays: number;
  maximumInterval: number;
  /** Day number of today; the review lands on `today + chosen interval`. */
  today: number;
  /** Reviews already due on a day number (0 when none). */
  dueOn: (day: number) => number;
  /** Weekday of a day number, 0 = Monday. */
  weekdayOf: (day: number) => number;
  loadBalance: boolean;
  weekLoads: WeekLoads;
  /** A number in [0, 1): where in the fuzz range a review lands when nothing else decides. */
  random: number;
}

/**
 * Picks the interval for a review within its fuzz range. Without load balancing or easy days the
 * fuzz decides (a random day in the range). With either, the review goes to the day with the fewest
 * reviews already due for its share of a normal day (easy days alone use the same count, since a
 * Reduced day can only take half a day's reviews if the reviews are counted); a Minimum day is used
 * only when every day in the range is one. On equal loads the earlier day wins. The chosen day is
 * always inside the fuzz range, so balancing never moves a review further than the fuzz already may; an
 * interval too short for ts-fsrs to fuzz is kept.
 */
/** ts-fsrs fuzzes intervals from this many days up (`apply_fuzz`). */
const FUZZ_FROM_DAYS = 2.5;

export function chooseReviewInterval(choice: ReviewDayChoice): number {
  const interval = Math.max(1, Math.round(choice.interval));
  // ts-fsrs leaves an interval under 2.5 days as it is (no fuzz), though its fuzz range starts at 2 days: taken
  // from the range, every 1-day review was moved to 2 days and half the 2-day ones to 3, so learners recalled
  // less of their reviews with balancing on (0.7 points, judged by learners whose memory is not the model's).
  if (choice.interval < FUZZ_FROM_DAYS) return interval;
  const { min_ivl, max_ivl } = get_fuzz_range(interval, choice.elapsedDays, choice.maximumInterval);
  const easyDays = choice.weekLoads.some((load) => load !== "normal");
  if (!choice.loadBalance && !easyDays) return min_ivl + Math.floor(choice.random * (max_ivl - min_ivl + 1));
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let ivl = min_ivl; ivl <= max_ivl; ivl++) {
    const day = choice.today + ivl;
    const share = DAY_LOAD_SHARE[choice.weekLoads[choice.weekdayOf(day)] ?? "normal"];
    // Days further out have had less time to fill up: the load is weighed by the square root of how
    // far the day is, so balancing does not drift toward longer intervals (measured by the planner
    // bench: with it, recall stays within 0.1 point of fuzz alone; without it, 1 point lower).
    const load = (choice.dueOn(day) + 1) * Math.sqrt(ivl / interval);
    // A Minimum day scores above any other day; among Minimum days the load still decides.
    const score = share === 0 ? 1e9 + load : load / share;
    if (score < bestScore) {
      best = ivl;
      bestScore = score;
    }
  }
  return best;
}
