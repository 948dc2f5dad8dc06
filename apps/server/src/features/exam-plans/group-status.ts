import { type DayModel, learnerDay } from "@app/domain";
import { type ExamPlanStatus, isPlanActive } from "@app/domain/planning/exam-plan";
import { groupStatus } from "@app/domain/planning/plan-group";
import { type LearnerReadDeps, readPlanLearner } from "./learner-reads";
import type { ExamPlanRow } from "./repository";
import type { RunForecast } from "./run-planner";
import { PLAN_SEED, storedPlan } from "./service";

export interface StatusDeps extends LearnerReadDeps {
  forecast: RunForecast;
}

/**
 * A group's forecast: the share shown, and while the learner's FSRS parameters are the defaults, the lowest and
 * highest share of the runs it plays (their memory may be weaker or stronger than the default model's).
 */
export interface GroupForecast {
  share: number;
  spread: { low: number; high: number } | null;
}

/** Today's status of a group of plans, from each deck's new words now and the group's forecast, when there is one. */
export function statusOfGroup(
  rows: readonly ExamPlanRow[],
  today: string,
  newNow: ReadonlyMap<string, number>,
  forecast: GroupForecast | null = null,
) {
  return groupStatus(
    rows.map((row) => ({ plan: storedPlan(row), newNow: newNow.get(row.subDeckId) ?? 0 })),
    today,
    forecast?.share ?? null,
    forecast?.spread ?? null,
  );
}

/**
 * A group's forecast share on the exam morning, from its decks as they are now (`forecastShare`, in a
 * worker): the words studied with their memory today, the words still new at the group's pace. Null
 * once the exam day has come, or when it could not be worked out (the planner busy): the status then
 * falls back to the plan's pace.
 */
export async function groupForecast(
  deps: StatusDeps,
  userId: string,
  group: readonly ExamPlanRow[],
  newNow: ReadonlyMap<string, number>,
  now: Date,
  model: DayModel,
): Promise<GroupForecast | null> {
  const today = learnerDay(now, model);
  const plans = group.map(storedPlan);
  if (!plans[0] || !isPlanActive(plans[0], today)) return null;
  const ids = group.map((row) => row.subDeckId);
  try {
    const read = await readPlanLearner(deps, userId, ids, (i) => newNow.get(ids[i]!) ?? 0, now, model);
    const sum = (f: (plan: (typeof plans)[number]) => number) => plans.reduce((total, plan) => total + f(plan), 0);
    // The group's pace: its decks' words a day and their new words when it was planned, added up.
    const plan = { ...plans[0], newPerDay: sum((p) => p.newPerDay), newAtPlan: sum((p) => p.newAtPlan) };
    const forecast = await deps.forecast(userId, { learner: read.learner, plan, today, seed: PLAN_SEED });
    if (!forecast) return null;
    const { share, low, high } = forecast;
    return { share, spread: read.weightsFitted ? null : { low, high } };
  } catch {
    return null;
  }
}

/** Each group's status today, from the decks' memory now. */
export async function statusesOf(
  deps: StatusDeps,
  userId: string,
  groups: readonly (readonly ExamPlanRow[])[],
  newNow: ReadonlyMap<string, number>,
  now: Date,
  model: DayModel,
): Promise<ExamPlanStatus[]> {
  const today = learnerDay(now, model);
  const statuses: ExamPlanStatus[] = [];
  // One group after another: a learner's forecasts queue behind each other in the planner anyway.
  for (const group of groups) {
    const forecast = await groupForecast(deps, userId, group, newNow, now, model);
    statuses.push(statusOfGroup(group, today, newNow, forecast));
  }
  return statuses;
}
