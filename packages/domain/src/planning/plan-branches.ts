import { type PlanPaceOf, paceOnDay } from "./plan-pace";
import { type PlanScenario, pessimisticShare, planScenarios } from "./plan-scenarios";
import type { PlanLearner, PlanOutcome, RetentionBoost } from "./plan-types";
import { SimulationRun } from "./simulation-run";
import type { Simulation, SimulationInput } from "./simulator";

/**
 * Where a simulation starts in its plan: the plan's pace, the plan's day the simulation's day 0 is, and the plan's
 * words introduced before it. A new plan starts on its own first day with none introduced.
 */
export interface PlanPosition {
  pace: PlanPaceOf;
  day: number;
  introduced: number;
}

/**
 * The days of a plan: new words a day until the deck is done (a missed day's made up after it, `paceOnDay`), and
 * its retention by day; played with a seed, or as a scenario (a seed, the learner's real memory and the days they
 * miss).
 */
export function planInput(
  learner: PlanLearner,
  days: number,
  newPerDay: number,
  boost: RetentionBoost | null,
  run: number | PlanScenario,
  position: PlanPosition = { pace: { newPerDay, words: learner.newWords, days }, day: 0, introduced: 0 },
): SimulationInput {
  const boostFrom = boost ? days - boost.lastDays : Number.POSITIVE_INFINITY;
  const scenario = typeof run === "number" ? { seed: run } : run;
  return {
    ...learner,
    ...scenario,
    days,
    knownOn: "last-day",
    newPerDay: (day, introduced) =>
      paceOnDay(position.pace, position.day + day, position.introduced + introduced).newPerDay,
    retentionOn: (day) => (day >= boostFrom && boost ? boost.retention : learner.retention),
  };
}

/**
 * Every option's prediction for one pace (new words a day), over the plan's scenarios
 * (`planScenarios`): the days before a boost's last weeks are
 * the same whatever the boost, so each seeded run plays them once, keeps a copy where each boost would
 * start, and goes on from that copy with the raised retention. The same numbers as playing every
 * option from day 0, for the cost of the days once plus the boosts' last weeks.
 */
export class PlanBranches {
  private readonly trunks: SimulationRun[];
  /** Per run: its copy at each day a boost starts on. */
  private readonly starts: Map<number, SimulationRun>[];
  private readonly outcomes = new Map<string, PlanOutcome>();
  private readonly boostStarts: readonly number[];
  private readonly scenarios: PlanScenario[];

  constructor(
    private readonly learner: PlanLearner,
    private readonly days: number,
    private readonly newPerDay: number,
    seed: number,
    /** The days boosts start on: each trunk stops there on its way and keeps a copy. */
    boostStarts: readonly number[],
  ) {
    this.boostStarts = [...new Set(boostStarts)].filter((day) => day > 0 && day < days).sort((a, b) => a - b);
    this.scenarios = planScenarios(learner.weights, seed);
    this.trunks = this.scenarios.map((scenario) =>
      SimulationRun.start(planInput(learner, days, newPerDay, null, scenario)),
    );
    this.starts = this.trunks.map(() => new Map());
  }

  outcome(boost: RetentionBoost | null): PlanOutcome {
    const key = boost ? `${boost.lastDays}:${boost.retention}` : "none";
    const known = this.outcomes.get(key);
    if (known) return known;
    const from = boost ? this.days - boost.lastDays : this.days;
    const runs = this.trunks.map((_, run) => {
      if (!boost) return this.advanceTrunk(run, this.days);
      if (!this.boostStarts.includes(from)) {
        // A boost the trunk was not told of (or one over the whole plan): played from day 0.
        return SimulationRun.start(planInput(this.learner, this.days, this.newPerDay, boost, this.scenarios[run]!));
      }
      const { retention } = this.learner;
      const start = this.starts[run]!.get(from) ?? this.advanceTrunk(run, from);
      return start.copy((day) => (day >= from ? boost.retention : retention));
    });
    const outcome = summarize(
      runs.map((run) => run.advance(this.days).result()),
      this.newPerDay,
      boost,
    );
    this.outcomes.set(key, outcome);
    return outcome;
  }

  /** Plays a run's trunk on to `day`, stopping at each boost's start on the way to keep a copy. */
  private advanceTrunk(run: number, day: number): SimulationRun {
    const trunk = this.trunks[run]!;
    const starts = this.starts[run]!;
    for (const from of this.boostStarts) {
      if (from < trunk.day || from > day) continue;
      trunk.advance(from);
      if (!starts.has(from)) starts.set(from, trunk.copy());
    }
    return trunk.advance(day);
  }
}

/**
 * A pace's prediction over its runs: the share most runs reach (`pessimisticShare`), the mean of the
 * runs' busiest day and of their days on average, and the most words on one day (reviews and new).
 */
function summarize(runs: Simulation[], newPerDay: number, boost: RetentionBoost | null): PlanOutcome {
  const mean = (f: (s: Simulation) => number) => runs.reduce((sum, s) => sum + f(s), 0) / runs.length;
  return {
    newPerDay,
    boost,
    share: pessimisticShare(runs.map(shareKnownAtTheEnd)),
    shareMean: mean(shareKnownAtTheEnd),
    minutesPeak: mean((s) => Math.max(0, ...s.days.map((d) => d.minutes))),
    minutesAverage: mean((s) => s.days.reduce((sum, d) => sum + d.minutes, 0) / Math.max(1, s.days.length)),
    wordsPeak: Math.max(0, ...runs.map((s) => Math.max(0, ...s.days.map((d) => d.reviews + d.newWords)))),
  };
}

/** Share of the deck known on the morning after the last simulated day. */
export function shareKnownAtTheEnd(simulation: Simulation): number {
  const last = simulation.days.at(-1);
  return last && simulation.total > 0 ? last.known / simulation.total : 0;
}

/**
 * The share each of a plan's runs reaches on the exam morning (the status's forecast reads them); `position`:
 * where today is in the plan, when it was made before today.
 */
export function predictShares(
  learner: PlanLearner,
  days: number,
  newPerDay: number,
  boost: RetentionBoost | null,
  seed: number,
  position?: PlanPosition,
): number[] {
  return planScenarios(learner.weights, seed).map((run) =>
    shareKnownAtTheEnd(
      SimulationRun.start(planInput(learner, days, newPerDay, boost, run, position))
        .advance(days)
        .result(),
    ),
  );
}
