import { default_w } from "ts-fsrs";
import { BUILDING_STEPS, MIN_HISTORY_FOR_LONG_INTERVALS, YOUNG_WORD_MAX_DAYS } from "../study/constants";
import { type DayModel, learnerDayNumber } from "../time/learner-day";
import type { PlanLearner } from "./exam-planner";
import type { StudiedWord } from "./simulator";

/** One of the deck's studied words as its progress row holds it. */
export interface PlanWordRow {
  stability: number;
  difficulty: number;
  lastReview: Date | null;
  nextReview: Date | null;
  isIgnored: boolean;
  /** The most recent answer times in seconds. */
  responseTimes: readonly number[];
  /** Reviews in its history (the young-word cap reads it); missing: past the cap. */
  historyCount?: number | null;
}

export interface PlanLearnerInput {
  /** The learner's fitted FSRS parameters; null: the library's defaults. */
  weights: readonly number[] | null;
  /** The deck's desired retention outside the plan (`effectiveRetention`: its own, else the learner's). */
  retention: number;
  maximumInterval: number;
  /** Whether new words go through the building steps (reinforce_new_cards); on when not given. */
  buildingPhase?: boolean;
  studied: readonly PlanWordRow[];
  /** The deck's words never studied. */
  newWords: number;
  now: Date;
  model: DayModel;
}

/** Seconds of an answer when the learner has none yet, and the bounds a real one is read within. */
const DEFAULT_REVIEW_SECONDS = 8;
const ANSWER_SECONDS_BOUNDS = [1, 60] as const;
/** A forgotten word (answered, shown again, relearned) and a new word (taught, then tested) cost more. */
const LAPSE_FACTOR = 2.5;
const NEW_WORD_FACTOR = 3.75;
/** A stability FSRS never gives, for rows studied before their memory was tracked. */
const SMALLEST_STABILITY = 0.1;
const MIDDLE_DIFFICULTY = 5;

/**
 * The planner's view of a learner and a deck: their parameters, each studied word's memory and days
 * (day 0 = the learner's today), the words still new, and seconds per answer from their answer times
 * (the median, within 1–60 s). Days are played as the learner lives them: a new word's building steps
 * (1 min, 10 min, 1 h) are answers on its first day, and a word with fewer than 10 reviews comes back
 * within 2 days. Words set aside (ignored) are left out: there is nothing to plan for them.
 */
export function planLearnerFrom(input: PlanLearnerInput): PlanLearner {
  const today = learnerDayNumber(input.now, input.model);
  const dayOf = (instant: Date | null) => (instant ? learnerDayNumber(instant, input.model) - today : 0);
  const studied: StudiedWord[] = [];
  const times: number[] = [];
  for (const row of input.studied) {
    if (row.isIgnored) continue;
    studied.push({
      stability: Math.max(SMALLEST_STABILITY, row.stability),
      difficulty: row.difficulty > 0 ? row.difficulty : MIDDLE_DIFFICULTY,
      dueDay: dayOf(row.nextReview),
      lastReviewDay: Math.min(0, dayOf(row.lastReview)),
      ...(row.historyCount === undefined || row.historyCount === null ? {} : { answers: row.historyCount }),
    });
    times.push(...row.responseTimes);
  }
  const review = answerSeconds(times);
  return {
    weights: input.weights && input.weights.length > 0 ? [...input.weights] : [...default_w],
    retention: input.retention,
    studied,
    newWords: input.newWords,
    reviewLimit: 9999,
    seconds: { review, lapse: review * LAPSE_FACTOR, newWord: review * NEW_WORD_FACTOR },
    maximumInterval: input.maximumInterval,
    buildingSteps: input.buildingPhase === false ? 0 : BUILDING_STEPS,
    youngCap: { answers: MIN_HISTORY_FOR_LONG_INTERVALS, days: YOUNG_WORD_MAX_DAYS },
    // Reviews are spread by fuzz alone, as the app schedules them.
    loadBalance: false,
  };
}

/** The median answer time in seconds, within the bounds; the default with none. */
export function answerSeconds(times: readonly number[]): number {
  const valid = times.filter((t) => Number.isFinite(t) && t > 0).sort((a, b) => a - b);
  if (valid.length === 0) return DEFAULT_REVIEW_SECONDS;
  const middle = valid.length / 2;
  const median = valid.length % 2 === 1 ? valid[Math.floor(middle)]! : (valid[middle - 1]! + valid[middle]!) / 2;
  return Math.min(ANSWER_SECONDS_BOUNDS[1], Math.max(ANSWER_SECONDS_BOUNDS[0], median));
}
