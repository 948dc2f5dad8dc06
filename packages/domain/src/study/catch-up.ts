import { addDays } from "../time/user-day";

/** A backlog is more than this many days of the learner's daily review goal. */
export const BACKLOG_DAYS = 3;
/** A catch-up plan clears the backlog within this many days at most (its cap grows to fit). */
export const CATCH_UP_MAX_DAYS = 7;

export interface CatchUpPlan {
  /** Reviews due now, across the learner's decks. */
  due: number;
  /** The soft daily cap: reviews a day until the backlog is cleared. */
  dailyCap: number;
  days: number;
  /** The learner's day the backlog is cleared by, "YYYY-MM-DD". */
  endDay: string;
}

/**
 * A catch-up plan when reviews have piled up (more than `BACKLOG_DAYS` days of the daily review goal,
 * after a week away, say): a soft daily cap of the goal, raised so the backlog is cleared within
 * `CATCH_UP_MAX_DAYS`, and the day it ends. Null when there is no backlog. (Reviews that fall due
 * meanwhile are not counted: the plan is redrawn every day from what is due then.)
 */
export function catchUpPlan(due: number, reviewGoal: number, today: string): CatchUpPlan | null {
  const goal = Math.max(1, reviewGoal);
  if (due <= goal * BACKLOG_DAYS) return null;
  const dailyCap = Math.max(goal, Math.ceil(due / CATCH_UP_MAX_DAYS));
  const days = Math.ceil(due / dailyCap);
  return { due, dailyCap, days, endDay: addDays(today, days - 1) };
}
