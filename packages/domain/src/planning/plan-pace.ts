/**
 * A plan's pace of new words, counted in days from the day it was made: `newPerDay` a day until its `words` are
 * introduced, within its `days`.
 */
export interface PlanPaceOf {
  newPerDay: number;
  /** The deck's new words when the plan was made. */
  words: number;
  /** Days from the day the plan was made to the exam morning. */
  days: number;
}

/** The new words a day the plan asks for, and whether fewer were introduced than its pace asked. */
export interface PaceToday {
  behind: boolean;
  newPerDay: number;
}

/** Making up missed words never asks for more than this many times the plan's words a day. */
export const CATCH_UP_MOST = 3;

/**
 * On day `day` of a plan (0: the day it was made), with `introduced` of its words introduced before that day:
 * on pace, the plan's words a day; behind (fewer introduced than its pace asked by now), the words still to
 * introduce spread over the days the plan had left for introducing them (at least one day, never past the exam),
 * at most `CATCH_UP_MOST` times its pace: a day the plan asks for stays a day its minutes allow about. One rule for
 * Home's status, Learn New's words for the day and the planner's simulated learner, so a missed day's words are
 * made up after it everywhere alike.
 */
export function paceOnDay(plan: PlanPaceOf, day: number, introduced: number): PaceToday {
  const planned = Math.min(plan.words, plan.newPerDay * plan.days);
  const expected = Math.min(planned, plan.newPerDay * Math.max(0, day));
  if (introduced >= expected) return { behind: false, newPerDay: plan.newPerDay };
  const introducingDays = plan.newPerDay > 0 ? Math.ceil(planned / plan.newPerDay) : plan.days;
  const toLastIntroducing = Math.min(introducingDays, plan.days) - day;
  const daysLeft = toLastIntroducing > 0 ? toLastIntroducing : Math.max(1, plan.days - day);
  const spread = Math.ceil((planned - introduced) / daysLeft);
  return { behind: true, newPerDay: Math.min(spread, Math.max(1, CATCH_UP_MOST * plan.newPerDay)) };
}
