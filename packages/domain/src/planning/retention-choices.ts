import type { DeckSimulationInputs } from "./deck-simulation-inputs";
import { type SimulationInput, simulate } from "./simulator";

/** The desired retentions "Help me decide" compares: 70 % to 97 %, every 3 points. */
export const RETENTION_CHOICES: readonly number[] = [0.7, 0.73, 0.76, 0.79, 0.82, 0.85, 0.88, 0.91, 0.94, 0.97];
/** A year: what the chart looks ahead. */
export const CHOICE_DAYS = 365;
const SEED = 1;

/** One point of the chart: at this desired retention, minutes a day on average and words known after a year. */
export interface RetentionChoice {
  retention: number;
  minutesPerDay: number;
  knownAfterYear: number;
}

/** The retentions to simulate: the fixed choices and the current one (sorted, each once). */
export function choicesWith(current: number): number[] {
  const rounded = Math.round(current * 100) / 100;
  return [...new Set([...RETENTION_CHOICES, rounded])].sort((a, b) => a - b);
}

/** The simulator's input for a deck at one desired retention. */
export function deckSimulation(inputs: DeckSimulationInputs, retention: number, days = CHOICE_DAYS): SimulationInput {
  return {
    weights: inputs.weights,
    retentionOn: () => retention,
    studied: inputs.studied.map(([stability, difficulty, dueDay, lastReviewDay]) => ({
      stability,
      difficulty,
      dueDay,
      lastReviewDay,
    })),
    newWords: inputs.newWords,
    newPerDay: () => inputs.newPerDay,
    reviewLimit: inputs.reviewLimit ?? Number.POSITIVE_INFINITY,
    days,
    seed: SEED,
    seconds: inputs.seconds,
    maximumInterval: inputs.maximumInterval,
    // The live scheduler spreads reviews by fuzz alone.
    loadBalance: false,
    firstWeekday: inputs.firstWeekday,
    knownOn: "last-day",
  };
}

/** Plays the deck's year at one desired retention (the same seed for every retention, so they compare). */
export function retentionChoice(inputs: DeckSimulationInputs, retention: number, days = CHOICE_DAYS): RetentionChoice {
  const run = simulate(deckSimulation(inputs, retention, days));
  const minutes = run.days.reduce((sum, d) => sum + d.minutes, 0);
  return {
    retention,
    minutesPerDay: run.days.length === 0 ? 0 : minutes / run.days.length,
    knownAfterYear: run.days.at(-1)?.known ?? inputs.studied.length,
  };
}
