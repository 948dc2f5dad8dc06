import { type DayModel, startOfDayAfter } from "../time/learner-day";
import type { FsrsSettings } from "./constants";
import { createScheduler, intervalDays } from "./fsrs-scheduler";
import type { ProgressCard } from "./progress-card";

/** The spec's memory state for a word the learner says they know. */
const KNOWN_STABILITY = 2;
const KNOWN_DIFFICULTY = 5;

/**
 * 'Already know' on a new word: in review with the spec's stability 2 and difficulty 5, scheduled as
 * that stability says — FSRS's interval at the learner's retention (2 days at 0.9), whole learner's
 * days, at least 1 — not 10 minutes later as the spec has it: a word the learner knows is not
 * asked again the same hour (the 2-day cap on young words still applies after).
 */
export function knownWord(reviewTime: Date, settings: FsrsSettings, day: DayModel): ProgressCard {
  // Fitted weights carry their own forgetting curve's shape.
  const days = intervalDays(createScheduler(settings, { fuzz: false }), settings, KNOWN_STABILITY, 0);
  return {
    state: 2,
    learningSteps: 0,
    stability: KNOWN_STABILITY,
    difficulty: KNOWN_DIFFICULTY,
    elapsedDays: 0,
    scheduledDays: days,
    reps: 1,
    lapses: 0,
    lastReview: reviewTime,
    nextReview: startOfDayAfter(reviewTime, days, day),
  };
}
