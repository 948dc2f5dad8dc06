import { ALL_NORMAL, type WeekLoads } from "./day-load";
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
  /**
   * Words known on an average day once the year is over: each word's mean chance of recall over its
   * review cycle then (not on one calendar day, where words reviewed together would all be fresh or
   * all be old, and the curve would jump with that luck).
   */
  knownAfterYear: number;
}

/** The retentions to simulate: the fixed choices and the current one (sorted, each once). */
export function choicesWith(current: number): number[] {
  const rounded = Math.round(current * 100) / 100;
  return [...new Set([...RETENTION_CHOICES, rounded])].sort((a, b) => a - b);
}

/**
 * The simulator's input for a deck at one desired retention, within the deck's limits: its new words a day
 * (or the pace assumed without a limit) and its reviews a day (the rest wait for the next day), with reviews
 * placed as the learner's Review Load settings place them (load balancing, easy days).
 */
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
    loadBalance: inputs.loadBalance ?? false,
    weekLoads: weekLoadsOf(inputs.easyDays),
    firstWeekday: inputs.firstWeekday,
    knownOn: "last-day",
  };
}

function weekLoadsOf(days: DeckSimulationInputs["easyDays"]): WeekLoads {
  return days?.length === 7 ? (days as unknown as WeekLoads) : ALL_NORMAL;
}

/**
 * Runs averaged for a deck: a small deck's year is noisy (which words happen to be forgotten), so it is
 * played up to twenty times; from 4,000 words once.
 */
export function runsFor(words: number): number {
  return Math.min(20, Math.max(1, Math.round(4000 / Math.max(1, words))));
}

/**
 * Plays the deck's year at one desired retention. Every retention plays the same seeds, and each word
 * draws from its own stream (`wordRandom`), so a word has the same luck at every retention: the points
 * differ by what the retention changes, not by which words happened to be forgotten.
 */
export function retentionChoice(inputs: DeckSimulationInputs, retention: number, days = CHOICE_DAYS): RetentionChoice {
  const runs = runsFor(inputs.studied.length + inputs.newWords);
  let minutes = 0;
  let known = 0;
  for (let i = 0; i < runs; i++) {
    const run = simulate({ ...deckSimulation(inputs, retention, days), seed: SEED + i });
    minutes += run.days.reduce((sum, d) => sum + d.minutes, 0) / Math.max(1, run.days.length);
    known += run.knownThroughCycle;
  }
  // In words: a deck whose words are also studied from their meaning has two items a word, each half of it.
  const knownWords = (known / runs) * (inputs.wordsPerItem ?? 1);
  return { retention, minutesPerDay: minutes / runs, knownAfterYear: knownWords };
}
