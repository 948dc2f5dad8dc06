import { MAX_SESSION_WORDS } from "../study/constants";
import { MAX_MINUTES_A_DAY } from "./exam-goal";
import { largestPace, smallestPace } from "./pace-search";
import { PlanBranches } from "./plan-branches";
import type { PlanLearner, PlanOutcome, RetentionBoost } from "./plan-types";

export { planInput, shareKnownAtTheEnd } from "./plan-branches";
export type { PlanLearner, PlanOutcome, RetentionBoost } from "./plan-types";

/** What the learner asks: know `targetShare` of the deck `days` from today, in at most `minutesCap` a day. */
export interface ExamGoal {
  /** Days from today to the exam (the share is read on that morning). */
  days: number;
  targetShare: number;
  minutesCap: number;
}

export interface ExamPlan {
  /** True when the target is reached within the minutes cap. */
  feasible: boolean;
  /** The plan to follow: the cheapest that meets the goal, or the best within the cap when none does. */
  plan: PlanOutcome;
  /**
   * When not feasible: the cheapest plan that reaches the target, whatever its minutes up to the most a
   * day allows (null: out of reach, no pace a day can hold reaches it).
   */
  reachesTarget: PlanOutcome | null;
}

/** A day the learner can live: within the form's largest cap, and no more words than a session can save. */
export const livable = (p: PlanOutcome) => p.minutesPeak <= MAX_MINUTES_A_DAY && p.wordsPeak <= MAX_SESSION_WORDS;

/**
 * The plan aims this far above the target so that chance (which words the learner happens to forget)
 * does not leave a feasible plan just short.
 */
export const PLAN_MARGIN = 0.02;
/** Paces above the smallest that reaches the target tried for one within the minutes cap (`withinCapAbove`). */
const PACES_ABOVE = 3;
const BOOSTS: readonly RetentionBoost[] = [
  { lastDays: 14, retention: 0.93 },
  { lastDays: 28, retention: 0.93 },
  { lastDays: 14, retention: 0.95 },
  { lastDays: 28, retention: 0.95 },
];

/**
 * The exam planner: new words a day, minutes and retention in the last weeks, from the simulator.
 * For each option (no boost, or one of the boosts) the fewest new words a day that reach the target;
 * the cheapest of those within the minutes cap is the plan. Only when none fits the cap, the most new
 * words a day each option allows within it (and within what a session can save), and the best of
 * those. A pace whose busiest day no one can live (`livable`) never reaches the target. Predictions for a pace are shared by
 * the options (`PlanBranches`), so trying the boosts costs only their last weeks.
 */
export function planExam(learner: PlanLearner, goal: ExamGoal, seed: number): ExamPlan {
  const options = [null, ...BOOSTS.filter((b) => b.retention > learner.retention && b.lastDays < goal.days)];
  const starts = options.flatMap((b) => (b ? [goal.days - b.lastDays] : []));
  const branches = new Map<number, PlanBranches>();
  const predict = (newPerDay: number, boost: RetentionBoost | null) => {
    let pace = branches.get(newPerDay);
    if (!pace) {
      pace = new PlanBranches(learner, goal.days, newPerDay, seed, starts);
      branches.set(newPerDay, pace);
    }
    return pace.outcome(boost);
  };
  const aim = Math.min(1, goal.targetShare + PLAN_MARGIN);
  // A first guess: the target's share of the new words spread over the days before the exam; a boost
  // needs at most what no boost needs, so that answer is the boosts' guess.
  const most = Math.min(learner.newWords, MAX_SESSION_WORDS);
  let guess = Math.ceil((aim * learner.newWords) / Math.max(1, goal.days - 7));
  const least = new Map<RetentionBoost | null, number | null>();
  const reaching: PlanOutcome[] = [];
  for (const boost of options) {
    const n = smallestPace(most, guess, (pace) => predict(pace, boost).share >= aim);
    least.set(boost, n);
    if (n === null) continue;
    const fitting = withinCapAbove(n, Math.min(most, n + PACES_ABOVE), (pace) => predict(pace, boost), aim, goal);
    if (fitting) reaching.push(fitting);
    else if (livable(predict(n, boost))) reaching.push(predict(n, boost));
    if (boost === null) guess = n;
  }
  const feasible = reaching.filter((p) => p.minutesPeak <= goal.minutesCap);
  if (feasible.length > 0) return { feasible: true, plan: cheapest(feasible)!, reachesTarget: cheapest(feasible) };
  const withinCap: PlanOutcome[] = [];
  // Minutes grow about in proportion to new words a day: scaled down from the pace that reaches the
  // target, the cap's pace is near; each boost then starts from the answer before it.
  let capGuess: number | null = null;
  for (const boost of options) {
    const fits = (pace: number) => {
      const outcome = predict(pace, boost);
      return outcome.minutesPeak <= goal.minutesCap && outcome.wordsPeak <= MAX_SESSION_WORDS;
    };
    const reached = least.get(boost);
    const scaled = reached
      ? Math.floor((reached * goal.minutesCap) / Math.max(1e-9, predict(reached, boost).minutesPeak))
      : null;
    const largest = largestPace(most, capGuess ?? scaled ?? reached ?? guess, fits);
    if (largest === null) continue;
    withinCap.push(predict(largest, boost));
    capGuess = largest;
  }
  const best = withinCap.reduce<PlanOutcome | null>((a, b) => (a === null || b.share > a.share ? b : a), null);
  const leastPeak = reaching.reduce<PlanOutcome | null>(
    (a, b) => (a === null || b.minutesPeak < a.minutesPeak ? b : a),
    null,
  );
  return { feasible: false, plan: best ?? predict(0, null), reachesTarget: leastPeak };
}

/** The prediction for one pace and boost (over the plan's scenarios, `planScenarios`). */
export function predictPlan(
  learner: PlanLearner,
  days: number,
  newPerDay: number,
  boost: RetentionBoost | null,
  seed: number,
): PlanOutcome {
  const starts = boost ? [days - boost.lastDays] : [];
  return new PlanBranches(learner, days, newPerDay, seed, starts).outcome(boost);
}

/**
 * The first pace from `from` to `to` that reaches the aim within the cap (null: none does). A missed day's words
 * are made up in the days after it, so a slower pace that introduces words until the exam can have a busier day
 * than a faster one that is done sooner: the busiest day does not grow evenly with the pace.
 */
function withinCapAbove(
  from: number,
  to: number,
  predict: (pace: number) => PlanOutcome,
  aim: number,
  goal: ExamGoal,
): PlanOutcome | null {
  for (let pace = from; pace <= to; pace++) {
    const outcome = predict(pace);
    if (outcome.share >= aim && livable(outcome) && outcome.minutesPeak <= goal.minutesCap) return outcome;
  }
  return null;
}

/** The cheapest plan: the fewest minutes a day on average. */
function cheapest(outcomes: PlanOutcome[]): PlanOutcome | null {
  return outcomes.reduce<PlanOutcome | null>(
    (a, b) => (a === null || b.minutesAverage < a.minutesAverage ? b : a),
    null,
  );
}
