/**
 * The exam planner judged by learners it does not know (`truth-learner.ts`): the app plans with its default
 * parameters, as for any learner not yet optimized; each plan is then lived by learners whose true memory
 * follows other parameters (fast and slow forgetters, steep decay, one drawn at random), who miss 10 % of the
 * days and rate Hard a tenth of what they knew, through `scheduleReview`. Home's status is read every week
 * from the app's own cards, as the server forecasts it.
 *
 * Printed last, in the shape the planner is held to:
 * `planner truth: worst error E points over K plans (weights unlike the app's, P % days missed), target reached
 * in A of B plans called reachable, "on track" shown while failing on D % of plan-days, lived/planned minutes R`
 * E: the largest |predicted − lived| share, in points. D: of the status checks of every plan called reachable,
 * the share that said "On track" in a plan that then missed its target. R: the largest lived ÷ planned average
 * minutes a day.
 */
import { type ExamGoal, planExam } from "@app/domain/planning/exam-planner";
import { appPlanLearner, BENCH_SECONDS } from "./app-plan-learner";
import { learners } from "./simulated-learners";
import { livePlan } from "./truth-learner";

const MISSED = 0.1;
const SEEDS = (process.env.JUDGE_SEEDS ?? "21,22,23").split(",").map(Number);
const START = "2027-01-01";
const CHECK_EVERY = 7;

const GOALS: { name: string; words: number; goal: ExamGoal }[] = [
  { name: "600 words in 60 days, 85 %, 30 min", words: 600, goal: { days: 60, targetShare: 0.85, minutesCap: 30 } },
  { name: "1,000 words in 90 days, 90 %, 45 min", words: 1000, goal: { days: 90, targetShare: 0.9, minutesCap: 45 } },
  { name: "400 words in 120 days, 80 %, 20 min", words: 400, goal: { days: 120, targetShare: 0.8, minutesCap: 20 } },
];

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

export function measurePlannerJudge(): void {
  const truthLearners = learners().filter((l) => l.name !== "default");
  const errors: number[] = [];
  const reachableErrors: number[] = [];
  const ratios: number[] = [];
  let reachable = 0;
  let reached = 0;
  let checks = 0;
  let onTrackWhileFailing = 0;
  for (const { name, words, goal } of GOALS) {
    const app = appPlanLearner(words);
    const answer = planExam(app, goal, 1);
    const { plan } = answer;
    console.log(
      `planner judge ${name}: ${plan.newPerDay} new a day${plan.boost ? `, ${plan.boost.retention} in the last ${plan.boost.lastDays} days` : ""}, ${answer.feasible ? "called reachable" : "not called reachable"}; predicted ${pct(plan.share)}, ${plan.minutesAverage.toFixed(1)} min a day`,
    );
    for (const person of truthLearners) {
      for (const seed of SEEDS) {
        const lived = livePlan({
          words,
          days: goal.days,
          target: goal.targetShare,
          plan,
          truth: person.weights,
          missRate: MISSED,
          seed,
          app,
          start: START,
          checkEvery: CHECK_EVERY,
          seconds: BENCH_SECONDS,
          // As the app schedules by default: the save's day picker balances the days.
          loadBalance: app.loadBalance,
        });
        errors.push(Math.abs(plan.share - lived.share) * 100);
        ratios.push(lived.minutesAverage / Math.max(0.1, plan.minutesAverage));
        const met = lived.share >= goal.targetShare;
        if (answer.feasible) {
          reachableErrors.push(Math.abs(plan.share - lived.share) * 100);
          reachable += 1;
          if (met) reached += 1;
          checks += lived.checks.length;
          if (!met) onTrackWhileFailing += lived.checks.filter((c) => c.onTrack).length;
        }
        console.log(
          `  ${person.name.padEnd(14)} seed ${seed}: lived ${pct(lived.share)} (${met ? "met" : "missed"}), ${lived.minutesAverage.toFixed(1)} min a day (busiest ${lived.minutesPeak.toFixed(1)}), status ${lived.checks.map((c) => (c.onTrack ? "T" : "B")).join("")}`,
        );
      }
    }
  }
  const worst = Math.max(...errors);
  console.log(
    `planner judge: worst error over the ${reachableErrors.length} plans called reachable ${Math.max(0, ...reachableErrors).toFixed(1)} points; over those the planner calls out of reach (a best effort) ${worst.toFixed(1)}`,
  );
  const d = checks === 0 ? 0 : (onTrackWhileFailing / checks) * 100;
  console.log(
    `planner truth: worst error ${worst.toFixed(1)} points over ${errors.length} plans (weights unlike the app's, ${MISSED * 100} % days missed), target reached in ${reached} of ${reachable} plans called reachable, "on track" shown while failing on ${d.toFixed(1)} % of plan-days, lived/planned minutes ${Math.max(...ratios).toFixed(2)}`,
  );
}
