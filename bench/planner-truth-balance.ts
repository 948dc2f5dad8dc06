/**
 * Load balancing judged by learners the app does not know (`truth-learner.ts`): the same four truth learners
 * (fast and slow forgetters, steep decay, one drawn at random) learn a 2,000-word deck at 20 new words a day
 * for 240 days, missing no day and then 10 % of the days, through `scheduleReview` with the app's defaults, once with fuzz
 * alone and once with the save's day picker (`createReviewDayPicker` over the reviews already due). Same seeds
 * for both. The spread is the standard deviation of reviews a day around their centred 7-day mean; retention
 * is the share of reviews (a day or more after the last answer) the true memory recalled.
 */
import { appPlanLearner, BENCH_SECONDS } from "./app-plan-learner";
import { learners } from "./simulated-learners";
import { type LivedPlan, livePlan } from "./truth-learner";

const WORDS = 2000;
const DAYS = 240;
const NEW_PER_DAY = 20;
/** Days missed: none, then a tenth (the day after a missed day carries its backlog, which no placing evens). */
const MISSED_RATES = [0, 0.1];
const SEEDS = [31, 32, 33];

/** Standard deviation of daily reviews around their centred 7-day mean, after the first week. */
function spread(days: readonly number[]): number {
  const residuals: number[] = [];
  for (let day = 7; day < days.length - 3; day++) {
    const week = days.slice(day - 3, day + 4);
    residuals.push(days[day]! - mean(week));
  }
  return Math.sqrt(mean(residuals.map((r) => r * r)));
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

export function measureTruthLoadBalancing(): void {
  for (const missed of MISSED_RATES) measureAt(missed);
}

function measureAt(missed: number): void {
  const app = appPlanLearner(WORDS);
  const spreadChanges: number[] = [];
  const retentionChanges: number[] = [];
  let late = 0;
  let reviews = 0;
  for (const person of learners().filter((l) => l.name !== "default")) {
    for (const seed of SEEDS) {
      const live = (loadBalance: boolean): LivedPlan =>
        livePlan({
          words: WORDS,
          days: DAYS,
          target: 1,
          plan: { newPerDay: NEW_PER_DAY, boost: null },
          truth: person.weights,
          missRate: missed,
          seed,
          app,
          start: "2027-01-01",
          checkEvery: DAYS + 1,
          seconds: BENCH_SECONDS,
          loadBalance,
        });
      const off = live(false);
      const on = live(true);
      // Missed days are zero in both arms: the spread is read over the days studied.
      const studied = (plan: LivedPlan) => plan.reviewsByDay.filter((n) => n > 0);
      spreadChanges.push(spread(studied(on)) / spread(studied(off)) - 1);
      retentionChanges.push(on.remembered / on.reviewed - off.remembered / off.reviewed);
      late += on.late;
      reviews += on.reviewed;
    }
  }
  const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}`;
  console.log(
    `load balancing (truth learners, ${missed * 100} % days missed): daily reviews sd ${(mean(spreadChanges) * 100).toFixed(0)} %, retention change ${signed(mean(retentionChanges) * 100)} points, reviews a day late ${((late / Math.max(1, reviews)) * 100).toFixed(1)} %`,
  );
}
