import { createEmptyCard, type Grade } from "ts-fsrs";
import { type DayModel, startOfDayAfter } from "../time/learner-day";
import { BUILDING_STEP_DELAYS_MS, BUILDING_STEPS, type FsrsSettings } from "./constants";
import { createScheduler, intervalDays } from "./fsrs-scheduler";
import { applyBonuses } from "./interval-rules";
import { addMs, NEW_CARD, type ProgressCard, type Rating } from "./progress-card";

/**
 * The building phase (reinforce_new_cards): a new word takes 3 steps (1 min, 10 min, 1 h); a rating
 * of 3+ takes a step, anything lower starts the 3 steps again; after the last step the word
 * graduates to review with stability of at least 1.
 */

/** A word at the start of the building phase, before its first step is scheduled. */
export const BUILDING_CARD: ProgressCard = {
  ...NEW_CARD,
  state: 1,
  learningSteps: BUILDING_STEPS,
  stability: 0.1,
  difficulty: 1,
};

/** A new word's first review with the building phase on: its first step is taken from now. */
export function startBuilding(previous: ProgressCard | null, reviewTime: Date): ProgressCard {
  return {
    ...BUILDING_CARD,
    reps: (previous?.reps ?? 0) + 1,
    lapses: previous?.lapses ?? 0,
    lastReview: reviewTime,
    nextReview: addMs(reviewTime, BUILDING_STEP_DELAYS_MS[BUILDING_STEPS]!),
  };
}

/**
 * A review of a word in the building phase: a step taken, the steps started again, or graduation:
 * FSRS's first-review memory state for this rating, in review, stability ≥ 1.
 */
export function buildingStep(
  previous: ProgressCard,
  rating: Rating,
  reviewTime: Date,
  settings: FsrsSettings,
  day: DayModel,
): ProgressCard {
  const reps = previous.reps + 1;
  const steps = rating < 3 ? BUILDING_STEPS : previous.learningSteps - 1;
  if (steps > 0) {
    return {
      ...previous,
      learningSteps: steps,
      reps,
      lastReview: reviewTime,
      nextReview: addMs(reviewTime, BUILDING_STEP_DELAYS_MS[steps]!),
    };
  }
  const scheduler = createScheduler({ ...settings });
  const first = scheduler.next(createEmptyCard(reviewTime), reviewTime, rating as Grade).card;
  const stability = Math.max(1, first.stability);
  const days = intervalDays(createScheduler(settings, { fuzz: false }), settings, stability, 0);
  const graduated: ProgressCard = {
    state: 2,
    learningSteps: 0,
    stability,
    difficulty: first.difficulty,
    elapsedDays: 0,
    scheduledDays: days,
    reps,
    lapses: previous.lapses,
    lastReview: reviewTime,
    nextReview: startOfDayAfter(reviewTime, days, day),
  };
  return applyBonuses(graduated, rating, reviewTime, settings, day);
}
