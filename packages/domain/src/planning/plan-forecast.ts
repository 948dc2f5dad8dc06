import { daysBetween } from "../time/user-day";
import type { StoredExamPlan } from "./exam-plan";
import type { PlanLearner, RetentionBoost } from "./exam-planner";
import { type PlanPosition, predictShares } from "./plan-branches";
import { pessimisticShare } from "./plan-scenarios";

/**
 * What of a saved plan its forecast plays: its date, its pace (new words a day from the day it was made, with the
 * deck's new words then) and the retention of its last weeks.
 */
export type ForecastPlan = Pick<
  StoredExamPlan,
  "examDate" | "newPerDay" | "boostLastDays" | "boostRetention" | "plannedOn" | "newAtPlan"
>;

/**
 * The share of the deck known on the exam morning, forecast from the deck as it is today (`learner`:
 * the words studied so far with their memory now, the words still new): the plan's remaining days
 * played at its pace (words behind it made up, as Learn New offers them) and with its last weeks' retention, as the planner predicts (what
 * five of six runs reach, `pessimisticShare`). Null once the exam day has come.
 */
export function forecastShare(learner: PlanLearner, plan: ForecastPlan, today: string, seed: number): number | null {
  return forecastShares(learner, plan, today, seed)?.share ?? null;
}

/**
 * The forecast with the lowest and highest share of the runs it plays (memories weaker and stronger than the
 * app's model, days missed): the range a learner whose memory is not measured yet may land in.
 */
export interface ForecastShares {
  share: number;
  low: number;
  high: number;
}

export function forecastShares(
  learner: PlanLearner,
  plan: ForecastPlan,
  today: string,
  seed: number,
): ForecastShares | null {
  const days = daysBetween(today, plan.examDate);
  if (days <= 0) return null;
  const boost: RetentionBoost | null =
    plan.boostLastDays !== null && plan.boostRetention !== null
      ? { lastDays: plan.boostLastDays, retention: plan.boostRetention }
      : null;
  const position: PlanPosition = {
    pace: { newPerDay: plan.newPerDay, words: plan.newAtPlan, days: daysBetween(plan.plannedOn, plan.examDate) },
    day: daysBetween(plan.plannedOn, today),
    introduced: Math.max(0, plan.newAtPlan - learner.newWords),
  };
  const shares = predictShares(learner, days, plan.newPerDay, boost, seed, position);
  return { share: pessimisticShare(shares), low: Math.min(...shares), high: Math.max(...shares) };
}
