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

/**
 * A word in the backlog: a learned word (review state) due now, not ignored. Words in their building
 * steps (learning) or relearning steps come back within minutes by design, so they are not a backlog.
 */
export function isBacklogWord(
  progress: { state: number | string; nextReview: Date | string | null; isIgnored: boolean },
  now: Date,
): boolean {
  if (progress.isIgnored || !progress.nextReview || Number(progress.state) !== 2) return false;
  return new Date(progress.nextReview).getTime() <= now.getTime();
}

/** The learner's answer to the plan: not today (it comes back tomorrow), or not this backlog (until it would end). */
export type CatchUpChoice = "snooze" | "dismiss";

/** The last learner's day the plan stays out of sight after the learner's choice. */
export function catchUpHiddenThrough(choice: CatchUpChoice, plan: Pick<CatchUpPlan, "endDay">, today: string): string {
  return choice === "snooze" ? today : plan.endDay < today ? today : plan.endDay;
}

/** Whether the plan is out of sight today (days are "YYYY-MM-DD", so they compare as text). */
export function isCatchUpHidden(hiddenThrough: string | null, today: string): boolean {
  return hiddenThrough !== null && today <= hiddenThrough;
}

/** The one line beside Learn New while a plan lasts: it advises, the learner decides. */
export function catchUpWarning(plan: Pick<CatchUpPlan, "due" | "endDay">, formatDay: (day: string) => string): string {
  return `${plan.due.toLocaleString("en-US")} reviews are waiting (catch-up plan until ${formatDay(plan.endDay)}): new words will add to them.`;
}
