/**
 * `npm run bench -- planner`: does the exam planner keep its word, and does load balancing even out
 * the days without costing memory?
 *
 * Planner: for simulated learners with known parameters (the learning bench's five) and three seeds
 * each, a 2,000-word deck with an exam in 120 days and a 90 % target, the planner (which predicts with
 * its own seeds) picks new words a day and the retention of the last weeks; the plan is then played by
 * the simulator with other seeds, as the learner would live it. Error = |predicted − simulated| share
 * known on the exam morning; a plan is met when the simulated share reaches the target.
 *
 * Load balancing: the same learners learn the deck at 20 new words a day for 240 days, with fuzz only
 * and with load balancing (same seeds). The spread of daily reviews is their standard deviation around
 * the week's centred mean (so growth of the collection is not counted as spread); retention is the
 * share of reviews (a day or more after the last) that were remembered.
 */
import { planExam, planInput, shareKnownAtTheEnd } from "@app/domain/planning/exam-planner";
import { type Simulation, simulate } from "@app/domain/planning/simulator";
import { measurePlannerJudge } from "./planner-judge";
import { measureTruthLoadBalancing } from "./planner-truth-balance";
import { learners } from "./simulated-learners";

const SEEDS = [1, 2, 3];
const DECK = 2000;
const EXAM_DAYS = 120;
const TARGET = 0.9;
const SECONDS = { review: 8, lapse: 20, newWord: 30 };

function learnerFor(weights: number[]) {
  return {
    weights,
    retention: 0.9,
    studied: [],
    newWords: DECK,
    reviewLimit: 9999,
    seconds: SECONDS,
    maximumInterval: 36500,
    loadBalance: true,
  };
}

function measurePlans(): void {
  const predicted: number[] = [];
  const simulated: number[] = [];
  let worst = 0;
  let feasible = 0;
  let met = 0;
  for (const learner of learners()) {
    for (const seed of SEEDS) {
      const person = learnerFor(learner.weights);
      const { feasible: ok, plan } = planExam(
        person,
        { days: EXAM_DAYS, targetShare: TARGET, minutesCap: 90 },
        seed * 1000,
      );
      if (!ok) continue;
      feasible++;
      const lived = simulate(planInput(person, EXAM_DAYS, plan.newPerDay, plan.boost, seed * 7919 + 13));
      const share = shareKnownAtTheEnd(lived);
      predicted.push(plan.share);
      simulated.push(share);
      worst = Math.max(worst, Math.abs(plan.share - share));
      if (share >= TARGET) met++;
      console.log(
        `  ${learner.name}, seed ${seed}: ${plan.newPerDay} new a day${plan.boost ? `, ${plan.boost.retention} in the last ${plan.boost.lastDays} days` : ""}; predicted ${pct(plan.share)}, simulated ${pct(share)}, ${plan.minutesAverage.toFixed(1)} min a day (peak ${plan.minutesPeak.toFixed(1)})`,
      );
    }
  }
  console.log(
    `planner: predicted ${pct(mean(predicted))} known at the date, simulated ${pct(mean(simulated))}, worst error ${(worst * 100).toFixed(1)} points, plans met ${met} of ${feasible}`,
  );
}

function measureLoadBalancing(): void {
  const spreadChanges: number[] = [];
  const retentionChanges: number[] = [];
  let late = 0;
  let reviews = 0;
  for (const learner of learners()) {
    for (const seed of SEEDS) {
      const run = (loadBalance: boolean) =>
        simulate({
          ...learnerFor(learner.weights),
          loadBalance,
          days: 240,
          seed,
          newPerDay: () => 20,
          retentionOn: () => 0.9,
        });
      const off = run(false);
      const on = run(true);
      spreadChanges.push(spread(on) / spread(off) - 1);
      retentionChanges.push(on.remembered / on.reviewed - off.remembered / off.reviewed);
      for (const day of on.days) {
        late += day.lateReviews;
        reviews += day.reviews;
      }
    }
  }
  console.log(
    `load balancing: daily reviews sd ${(mean(spreadChanges) * 100).toFixed(0)} %, retention change ${signed(mean(retentionChanges) * 100)} points, reviews a day late ${((late / Math.max(1, reviews)) * 100).toFixed(1)} %`,
  );
}

/** Standard deviation of daily reviews around their centred 7-day mean, after the first week. */
function spread(simulation: Simulation): number {
  const counts = simulation.days.map((d) => d.reviews);
  const residuals: number[] = [];
  for (let day = 7; day < counts.length - 3; day++) {
    const week = counts.slice(day - 3, day + 4);
    residuals.push(counts[day]! - mean(week));
  }
  return Math.sqrt(mean(residuals.map((r) => r * r)));
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const signed = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}`;

export async function measurePlanner(): Promise<void> {
  measurePlans();
  measureLoadBalancing();
  measureTruthLoadBalancing();
  // Last: the planner judged by learners whose memory it does not know.
  measurePlannerJudge();
}
