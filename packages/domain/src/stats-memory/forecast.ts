/** The reviews coming: words falling due on each of the next days, and the minutes they take. */

export interface ForecastDay {
  /** Learner days from today (0 = today, overdue words included). */
  day: number;
  reviews: number;
  minutes: number;
}

export const FORECAST_DAYS = 30;

/**
 * One entry per day for `days` days from today: `dueByDay` maps learner days from today (negative:
 * overdue) to how many words fall due then; overdue words count today.
 */
export function reviewForecast(
  dueByDay: ReadonlyMap<number, number>,
  secondsPerReview: number,
  days = FORECAST_DAYS,
): ForecastDay[] {
  const counts = Array.from({ length: days }, () => 0);
  for (const [day, count] of dueByDay) {
    if (day < days) counts[Math.max(0, day)]! += count;
  }
  return counts.map((reviews, day) => ({
    day,
    reviews,
    minutes: Math.round(((reviews * secondsPerReview) / 60) * 10) / 10,
  }));
}
