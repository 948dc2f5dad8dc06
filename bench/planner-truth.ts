/**
 * `npm run bench -- planner-truth`: the exam planner judged by learners it does not know.
 *
 * The app plans with the library's default FSRS parameters, as it does for a learner the optimizer has
 * not fitted yet. Each plan is then lived day by day by three learners whose memory really follows
 * other parameters (the learning bench's: defaults, a fast forgetter, a slow forgetter with a strong
 * memory), scheduled all along by the app's model (the simulator keeps both memories: the app's, which
 * schedules, and the real one, which decides recall), with their building steps and the young-word cap,
 * each missing a tenth of the days, five seeds each. Printed per learner and goal: the plan's
 * prediction, the share really known on the exam morning (Σ real recall), the error, how many runs met
 * the target, planned and lived minutes a day (average, busiest day), and what Home's status said: the
 * first day of a missed run it said "Behind" (forecast from the app's memory of the deck that morning,
 * every 10 days), and how many met runs it ever called behind.
 */

import { examPlanStatus } from "@app/domain/planning/exam-plan";
import { type ExamGoal, type PlanLearner, planExam } from "@app/domain/planning/exam-planner";
import { planInput, shareKnownAtTheEnd } from "@app/domain/planning/plan-branches";
import { forecastShare } from "@app/domain/planning/plan-forecast";
import { SimulationRun } from "@app/domain/planning/simulation-run";
import type { Simulation } from "@app/domain/planning/simulator";
import { addDays } from "@app/domain/time/user-day";
import { appPlanLearner } from "./app-plan-learner";
import { learners } from "./simulated-learners";

const SEEDS = [11, 12, 13, 14, 15];
const MISSED = 0.1;
const CHECK_EVERY = 10;
const START = "2027-01-01";

const GOALS: { name: string; words: number; goal: ExamGoal }[] = [
  { name: "2,000 words in 120 days, 90 %, 90 min", words: 2000, goal: { days: 120, targetShare: 0.9, minutesCap: 90 } },
  { name: "1,000 words in 60 days, 80 %, 60 min", words: 1000, goal: { days: 60, targetShare: 0.8, minutesCap: 60 } },
  { name: "800 words in 180 days, 85 %, 30 min", words: 800, goal: { days: 180, targetShare: 0.85, minutesCap: 30 } },
  { name: "5,000 words in 30 days, 90 %, 120 min", words: 5000, goal: { days: 30, targetShare: 0.9, minutesCap: 120 } },
];

interface Lived {
  share: number;
  minutesAverage: number;
  minutesPeak: number;
  /** First day Home said "Behind" (null: never). */
  behindOn: number | null;
}

/** One learner living a plan, with Home's status read every `CHECK_EVERY` days from the app's memory. */
function live(
  app: PlanLearner,
  goal: ExamGoal,
  plan: { newPerDay: number; boost: { lastDays: number; retention: number } | null },
  truth: number[],
  seed: number,
): Lived {
  const input = { ...planInput(app, goal.days, plan.newPerDay, plan.boost, seed), truth, missRate: MISSED };
  const run = SimulationRun.start(input);
  let behindOn: number | null = null;
  const saved = {
    examDate: addDays(START, goal.days),
    newPerDay: plan.newPerDay,
    boostLastDays: plan.boost?.lastDays ?? null,
    boostRetention: plan.boost?.retention ?? null,
    plannedOn: START,
    newAtPlan: app.newWords,
  };
  for (let day = CHECK_EVERY; day < goal.days; day += CHECK_EVERY) {
    run.advance(day);
    if (behindOn !== null) continue;
    const deck = run.deckNow();
    const today = addDays(START, day);
    const forecast = forecastShare({ ...app, ...deck }, saved, today, 1);
    const stored = { ...saved, targetPercent: Math.round(goal.targetShare * 100), predictedShare: forecast ?? 0 };
    if (forecast !== null && examPlanStatus(stored, today, deck.newWords, forecast).kind === "behind") behindOn = day;
  }
  const lived: Simulation = run.advance(goal.days).result();
  const minutes = lived.days.map((d) => d.minutes);
  return {
    share: shareKnownAtTheEnd(lived),
    minutesAverage: minutes.reduce((a, b) => a + b, 0) / minutes.length,
    minutesPeak: Math.max(...minutes),
    behindOn,
  };
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const signed = (points: number) => `${points >= 0 ? "+" : ""}${points.toFixed(1)}`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export async function measurePlannerTruth(): Promise<void> {
  const started = performance.now();
  const people = learners().filter((l) => ["default", "fast forgetter", "strong memory"].includes(l.name));
  const names: Record<string, string> = { "strong memory": "slow forgetter", default: "defaults" };
  const errors: number[] = [];
  let met = 0;
  let runs = 0;
  let missedRuns = 0;
  let missedCaught = 0;
  let falseAlarms = 0;
  const minuteRatios: number[] = [];
  for (const { name, words, goal } of GOALS) {
    const app = appPlanLearner(words);
    const answer = planExam(app, goal, 1);
    const { plan } = answer;
    const verdict = answer.feasible
      ? "feasible"
      : answer.reachesTarget
        ? `not within the cap (${Math.ceil(answer.reachesTarget.minutesPeak)} min reach it)`
        : "out of reach";
    console.log(
      `${name}: ${plan.newPerDay} new a day${plan.boost ? `, ${plan.boost.retention} in the last ${plan.boost.lastDays} days` : ""}, ${verdict}; predicted ${pct(plan.share)} (runs' mean ${pct(plan.shareMean)}), planned ${plan.minutesAverage.toFixed(1)} min a day, busiest ${plan.minutesPeak.toFixed(1)}`,
    );
    for (const person of people) {
      const lived = SEEDS.map((seed) => live(app, goal, plan, person.weights, seed));
      const hits = lived.filter((l) => l.share >= goal.targetShare);
      const misses = lived.filter((l) => l.share < goal.targetShare);
      for (const l of lived) errors.push((plan.share - l.share) * 100);
      if (answer.feasible) {
        met += hits.length;
        runs += lived.length;
        missedRuns += misses.length;
        missedCaught += misses.filter((l) => l.behindOn !== null).length;
        falseAlarms += hits.filter((l) => l.behindOn !== null).length;
      }
      const livedAverage = mean(lived.map((l) => l.minutesAverage));
      minuteRatios.push(livedAverage / plan.minutesAverage);
      const behind = misses.map((l) => (l.behindOn === null ? "never" : `day ${l.behindOn}`)).join(", ");
      console.log(
        `  ${(names[person.name] ?? person.name).padEnd(15)} lived ${pct(mean(lived.map((l) => l.share)))} (worst ${pct(Math.min(...lived.map((l) => l.share)))}), error ${signed(mean(lived.map((l) => (plan.share - l.share) * 100)))} points, target met ${hits.length} of ${lived.length}, minutes ${plan.minutesAverage.toFixed(1)} planned / ${livedAverage.toFixed(1)} lived (busiest ${plan.minutesPeak.toFixed(1)} / ${mean(lived.map((l) => l.minutesPeak)).toFixed(1)}); Behind shown in missed runs: ${behind || "none missed"}, in met runs: ${hits.filter((l) => l.behindOn !== null).length} of ${hits.length}`,
      );
    }
  }
  const worst = Math.max(...errors);
  console.log(
    `planner-truth: feasible plans met in ${met} of ${runs} lived runs; prediction − lived: mean ${signed(mean(errors))} points, worst ${signed(worst)}; lived/planned minutes ${Math.min(...minuteRatios).toFixed(2)}–${Math.max(...minuteRatios).toFixed(2)}; missed runs shown Behind before the exam ${missedCaught} of ${missedRuns}, met runs called Behind ${falseAlarms}; ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
