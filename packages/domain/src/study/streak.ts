import { addDays, daysBetween } from "../time/user-day";

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

/** Streak freezes a learner may hold at once. */
export const MAX_STREAK_FREEZES = 2;
/** How many days a freeze was used on are kept (for the stats screen). */
const FROZEN_DAYS_KEPT = 10;

export interface StreakWithFreezes {
  streak: Streak;
  /** Freezes still held. */
  freezes: number;
  /** The days the freezes covered, oldest first (the last few kept). */
  frozenDays: string[];
}

/**
 * The streak after studying on `today`, with streak freezes: days missed since the last study day
 * are covered by freezes the learner holds, one each, when they hold enough for all of them; the
 * streak then goes on (a frozen day neither adds to it nor breaks it). Without enough freezes the spec's
 * rule applies (back to 1) and the freezes are kept for another time.
 */
export function updateStreakWithFreezes(
  previous: Streak,
  today: string,
  held: { freezes: number; frozenDays: readonly string[] },
): StreakWithFreezes {
  if (previous.lastDay && previous.current > 0) {
    const missed = daysBetween(previous.lastDay, today) - 1;
    if (missed >= 1 && missed <= held.freezes) {
      const current = previous.current + 1;
      const covered = Array.from({ length: missed }, (_, i) => addDays(previous.lastDay!, i + 1));
      return {
        streak: { current, top: Math.max(previous.top, current), lastDay: today },
        freezes: held.freezes - missed,
        frozenDays: [...held.frozenDays, ...covered].slice(-FROZEN_DAYS_KEPT),
      };
    }
  }
  return { streak: updateStreak(previous, today), freezes: held.freezes, frozenDays: [...held.frozenDays] };
}

/** A freeze is earned on the day the daily goal is first met, up to `MAX_STREAK_FREEZES` held. */
export function freezesAfterSave(freezes: number, goalNewlyMet: boolean): number {
  return goalNewlyMet ? Math.min(MAX_STREAK_FREEZES, freezes + 1) : freezes;
}

/**
 * Vacation mode pauses the streak: the streak's last day as it counts today. Days since the vacation
 * began are not missed, provided the streak was alive when it began (studied that day or the day
 * before); then the last day counts as yesterday at the latest.
 */
export function lastDayOnVacation(lastDay: string | null, vacationSince: string | null, today: string): string | null {
  if (!vacationSince || !lastDay || daysBetween(lastDay, vacationSince) > 1) return lastDay;
  const yesterday = addDays(today, -1);
  return daysBetween(lastDay, yesterday) > 0 ? yesterday : lastDay;
}
