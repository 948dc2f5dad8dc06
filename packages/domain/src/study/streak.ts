import { daysBetween } from "../time/user-day";

export interface Streak {
  current: number;
  top: number;
  /** The user's day ("YYYY-MM-DD") of the last update. */
  lastDay: string | null;
}

/**
 * The streak after studying on `today` (the user's day): no previous update → 1; same day → no
 * change; yesterday → +1; longer ago, or a last day in the future → back to 1. Top keeps the maximum.
 */
export function updateStreak(previous: Streak, today: string): Streak {
  if (!previous.lastDay) return { current: 1, top: Math.max(previous.top, 1), lastDay: today };
  const gap = daysBetween(previous.lastDay, today);
  if (gap === 0) return previous;
  // A session studied on an earlier day and saved late (offline, up to 30 days) neither extends nor
  // breaks the streak. A last day further ahead than that is not believable: start again.
  if (gap < 0 && gap >= -30) return previous;
  const current = gap === 1 ? previous.current + 1 : 1;
  return { current, top: Math.max(previous.top, current), lastDay: today };
}
