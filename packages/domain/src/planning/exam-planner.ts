import { type Simulation, type SimulationInput, simulate } from "./simulator";

/** What the learner asks: know `targetShare` of the deck `days` from today, in at most `minutesCap` a day. */
export interface ExamGoal {
  /** Days from today to the exam (the share is read on that morning). */
  days: number;
  targetShare: number;
  minutesCap: number;
}

/** The learner and their deck, as the simulation needs them (no days, seed, new words a day or retention). */
export type PlanLearner = Omit<SimulationInput, "days" | "seed" | "newPerDay" | "retentionOn"> & {
  /** The deck's desired retention outside the plan. */
  retention: number;
};

/** Raising the desired retention for the last weeks before the exam. */
export interface RetentionBoost {
  lastDays: number;
  retention: number;
}

export interface PlanOutcome {
  newPerDay: number;
  boost: RetentionBoost | null;
  /** Predicted share known on the exam morning (0–1). */
  share: number;
  minutesPeak: number;
  minutesAverage: number;
}

export interface ExamPlan {
  /** True when the target is reached within the minutes cap. */
  feasible: boolean;
  /** The plan to follow: the cheapest that meets the goal, or the best within the cap when none does. */
  plan: PlanOutcome;
  /** When not feasible: the cheapest plan that reaches the target, whatever its minutes (null: none can). */
  reachesTarget: PlanOutcome | null;
}

/** Runs averaged per prediction: enough to steady Σ recall to a few tenths of a point on 2,000 words. */
const RUNS = 3;
/**
 * The plan aims this far above the target so that chance (which words the learner happens to forget)
 * does not leave a feasible plan just short.
 */
export const PLAN_MARGIN = 0.01;
const BOOSTS: readonly RetentionBoost[] = [
  { lastDays: 14, retention: 0.93 },
  { lastDays: 28, retention: 0.93 },
  { lastDays: 14, retention: 0.95 },
  { lastDays: 28, retention: 0.95 },
];

/** The exam planner: new words a day, minutes and retention in the last weeks, from the simulator. */
export function planExam(learner: PlanLearner, goal: ExamGoal, seed: number): ExamPlan {
  const options = [null, ...BOOSTS.filter((b) => b.retention > learner.retention && b.lastDays < goal.days)];
  const aim = Math.min(1, goal.targetShare + PLAN_MARGIN);
  const cheapest = (outcomes: PlanOutcome[]) =>
    outcomes.reduce<PlanOutcome | null>((a, b) => (a === null || total(b) < total(a) ? b : a), null);
  const reaching: PlanOutcome[] = [];
  const withinCap: PlanOutcome[] = [];
  for (const boost of options) {
    const predicted = new Map<number, PlanOutcome>();
    const predict = (newPerDay: number) => {
      const known = predicted.get(newPerDay) ?? predictPlan(learner, goal.days, newPerDay, boost, seed);
      predicted.set(newPerDay, known);
      return known;
    };
    // A first guess: the target's share of the new words spread over the days before the exam.
    const guess = Math.ceil((aim * learner.newWords) / Math.max(1, goal.days - 7));
    const least = smallestNewPerDay(learner.newWords, guess, (n) => predict(n).share >= aim);
    if (least !== null) reaching.push(predict(least));
    const most = largestNewPerDay(learner.newWords, least ?? guess, (n) => predict(n).minutesPeak <= goal.minutesCap);
    if (most !== null) withinCap.push(predict(most));
  }
  const feasible = reaching.filter((p) => p.minutesPeak <= goal.minutesCap);
  if (feasible.length > 0) return { feasible: true, plan: cheapest(feasible)!, reachesTarget: cheapest(feasible) };
  const best = withinCap.reduce<PlanOutcome | null>((a, b) => (a === null || b.share > a.share ? b : a), null);
  const fallback = best ?? predictPlan(learner, goal.days, 0, null, seed);
  const leastPeak = reaching.reduce<PlanOutcome | null>(
    (a, b) => (a === null || b.minutesPeak < a.minutesPeak ? b : a),
    null,
  );
  return { feasible: false, plan: fallback, reachesTarget: leastPeak };
}

/** The days of a plan: new words a day until the deck is done, and its retention by day. */
export function planInput(
  learner: PlanLearner,
  days: number,
  newPerDay: number,
  boost: RetentionBoost | null,
  seed: number,
): SimulationInput {
  const boostFrom = boost ? days - boost.lastDays : Number.POSITIVE_INFINITY;
  return {
    ...learner,
    days,
    seed,
    knownOn: "last-day",
    newPerDay: () => newPerDay,
    retentionOn: (day) => (day >= boostFrom && boost ? boost.retention : learner.retention),
  };
}

export function predictPlan(
  learner: PlanLearner,
  days: number,
  newPerDay: number,
  boost: RetentionBoost | null,
  seed: number,
): PlanOutcome {
  const runs: Simulation[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(simulate(planInput(learner, days, newPerDay, boost, seed + run)));
  const mean = (f: (s: Simulation) => number) => runs.reduce((sum, s) => sum + f(s), 0) / runs.length;
  return {
    newPerDay,
    boost,
    share: mean(shareKnownAtTheEnd),
    minutesPeak: mean((s) => Math.max(0, ...s.days.map((d) => d.minutes))),
    minutesAverage: mean((s) => s.days.reduce((sum, d) => sum + d.minutes, 0) / Math.max(1, s.days.length)),
  };
}

/** Share of the deck known on the morning after the last simulated day. */
export function shareKnownAtTheEnd(simulation: Simulation): number {
  const last = simulation.days.at(-1);
  return last && simulation.total > 0 ? last.known / simulation.total : 0;
}

function total(plan: PlanOutcome): number {
  return plan.minutesAverage;
}

/** Halves [low, high] down to two neighbours, `low` kept where `staysLow` holds and `high` where it fails. */
function narrow(low: number, high: number, staysLow: (n: number) => boolean): [number, number] {
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (staysLow(mid)) low = mid;
    else high = mid;
  }
  return [low, high];
}

/**
 * Smallest n in 1…max (0 for a deck with nothing new) meeting a test that holds from some n on:
 * gallops up from `guess`, then halves, so a plan costs a handful of predictions.
 */
function smallestNewPerDay(max: number, guess: number, ok: (n: number) => boolean): number | null {
  if (max <= 0) return ok(0) ? 0 : null;
  let high = Math.min(max, Math.max(1, guess));
  let low = 0;
  while (!ok(high)) {
    if (high === max) return null;
    low = high;
    high = Math.min(max, high * 2);
  }
  return narrow(low, high, (n) => !ok(n))[1];
}

/** Largest n in 1…max (0 for a deck with nothing new) meeting a test that holds up to some n. */
function largestNewPerDay(max: number, guess: number, ok: (n: number) => boolean): number | null {
  if (max <= 0) return ok(0) ? 0 : null;
  if (!ok(1)) return null;
  let low = 1;
  let high = Math.min(max, Math.max(2, guess));
  while (ok(high)) {
    if (high === max) return max;
    low = high;
    high = Math.min(max, high * 2);
  }
  return narrow(low, high, ok)[0];
}
