import { aboutMinutes } from "@app/domain/stats";

/** "Next 7 days: 18 reviews, about 3 minutes." (no time without reviews, and never "about 0 minutes"). */
export function nextWeekText(week: readonly { reviews: number; minutes: number }[]): string {
  const reviews = week.reduce((n, d) => n + d.reviews, 0);
  if (reviews === 0) return "Next 7 days: no reviews.";
  const time = aboutMinutes(week.reduce((n, d) => n + d.minutes, 0));
  return `Next 7 days: ${reviews} review${reviews === 1 ? "" : "s"}, ${time}.`;
}
