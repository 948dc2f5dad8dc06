import { type FSRS, fsrs, generatorParameters, State } from "ts-fsrs";
import { type DayModel, startOfDayAfter } from "../time/learner-day";
import type { FsrsSettings } from "./constants";

/** ts-fsrs with the learner's settings: retention, maximum interval, fitted weights, relearning steps. */
export function createScheduler(settings: FsrsSettings, options: { fuzz?: boolean } = {}): FSRS {
  const weights = settings.weights && settings.weights.length > 0 ? [...settings.weights] : undefined;
  return fsrs(
    generatorParameters({
      request_retention: settings.requestRetention,
      maximum_interval: settings.maximumInterval,
      ...(weights ? { w: weights } : {}),
      // Fuzz is seeded from the card and review time, so results stay reproducible.
      enable_fuzz: options.fuzz ?? true,
      enable_short_term: true,
      learning_steps: ["1m", "10m"],
      // With relearning of mature cards on, a forgotten word comes back after 10 minutes first.
      relearning_steps: settings.relearnMatureCards ? ["10m"] : [],
    }),
  );
}

/**
 * The whole days a stability gives at the learner's retention, `elapsedDays` after the last review:
 * at least 1, at most the maximum interval.
 */
export function intervalDays(
  scheduler: FSRS,
  settings: Pick<FsrsSettings, "maximumInterval">,
  stability: number,
  elapsedDays: number,
): number {
  return Math.min(settings.maximumInterval, Math.max(1, scheduler.next_interval(stability, elapsedDays)));
}

/**
 * When a card FSRS scheduled on the learner's clock (see learnerClock) falls due in real time: a
 * review card at the start of a learner's day, `scheduledDays` after the review; a (re)learning step
 * as many minutes after the review as FSRS said (`fsrsDue` counted from `fsrsNow`).
 */
export function learnerDue(
  fsrsCard: { state: number; scheduledDays: number },
  fsrsDue: Date,
  reviewTime: Date,
  fsrsNow: Date,
  day: DayModel,
): Date {
  return fsrsCard.state === State.Review && fsrsCard.scheduledDays >= 1
    ? startOfDayAfter(reviewTime, fsrsCard.scheduledDays, day)
    : new Date(reviewTime.getTime() + (fsrsDue.getTime() - fsrsNow.getTime()));
}
