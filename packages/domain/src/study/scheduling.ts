import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, generatorParameters, State } from "ts-fsrs";
import { type DayModel, elapsedLearnerDays, learnerClock, startOfDayAfter, UTC_DAY } from "../time/learner-day";
import {
  BUILDING_STEP_DELAYS_MS,
  BUILDING_STEPS,
  type FsrsSettings,
  MIN_HISTORY_FOR_LONG_INTERVALS,
  SCHEDULING_FAILURE_DELAY_MS,
  YOUNG_WORD_MAX_DAYS,
} from "./constants";
import { knownWord } from "./known-word";

/** The scheduler's fields of a word's progress row. `state`: 0 new, 1 learning, 2 review, 3 relearning. */
export interface ProgressCard {
  state: number;
  /** In the building phase: steps left (3, 2, 1). Otherwise the scheduler's step index. */
  learningSteps: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
  nextReview: Date | null;
}

export type Rating = 1 | 2 | 3 | 4;

export interface ReviewLogEntry {
  rating: Rating;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  review: Date;
}

export interface ScheduleInput {
  /** null for a word never studied. */
  card: ProgressCard | null;
  rating: Rating;
  now: Date;
  settings: FsrsSettings;
  /** Reviews of this word before this one. */
  historyCount: number;
  /** 'Already know? Mark as learned!' on a new word. */
  alreadyKnown?: boolean;
  /** The learner's days: review cards fall due at the start of a day (UTC midnight when not given). */
  day?: DayModel;
}

export interface ScheduleResult {
  card: ProgressCard;
  log: ReviewLogEntry;
  /** True when scheduling failed and the word simply comes back in 2 hours. */
  fallback: boolean;
}

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

export function isValidCard(card: ProgressCard, after: Date): boolean {
  const numbers = [
    card.state,
    card.learningSteps,
    card.stability,
    card.difficulty,
    card.elapsedDays,
    card.scheduledDays,
    card.reps,
    card.lapses,
  ];
  if (!numbers.every((n) => Number.isFinite(n) && n >= 0)) return false;
  if (!card.nextReview || Number.isNaN(card.nextReview.getTime())) return false;
  if (card.lastReview && Number.isNaN(card.lastReview.getTime())) return false;
  return card.nextReview.getTime() > after.getTime();
}

const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

function toFsrsCard(card: ProgressCard, now: Date): Card {
  const empty = createEmptyCard(now);
  const state =
    card.state === 1
      ? State.Learning
      : card.state === 3
        ? State.Relearning
        : card.state === 0
          ? State.New
          : State.Review;
  return {
    ...empty,
    due: card.nextReview ?? now,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state,
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}

function fromFsrsCard(card: Card): ProgressCard {
  return {
    state: card.state,
    learningSteps: card.learning_steps,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ?? null,
    nextReview: card.due,
  };
}

function logOf(card: ProgressCard, rating: Rating, review: Date, lastElapsedDays: number): ReviewLogEntry {
  return {
    rating,
    state: card.state,
    due: card.nextReview!,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    lastElapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    review,
  };
}

/** Easy intervals × easy_bonus; Hard intervals ÷ hard_interval (1.2 → about a sixth shorter). */
function applyBonuses(
  card: ProgressCard,
  rating: Rating,
  reviewTime: Date,
  settings: FsrsSettings,
  day: DayModel,
): ProgressCard {
  if (card.state !== State.Review || card.scheduledDays < 1 || (rating !== 4 && rating !== 2)) return card;
  const factor = rating === 4 ? settings.easyBonus : 1 / settings.hardInterval;
  const days = Math.min(settings.maximumInterval, Math.max(1, Math.round(card.scheduledDays * factor)));
  return { ...card, scheduledDays: days, nextReview: startOfDayAfter(reviewTime, days, day) };
}

/** A word with fewer than 10 history entries (before this review) comes back within 2 days at the latest. */
function capYoungWord(card: ProgressCard, reviewTime: Date, historyCount: number, day: DayModel): ProgressCard {
  if (historyCount >= MIN_HISTORY_FOR_LONG_INTERVALS || !card.nextReview) return card;
  const latest = startOfDayAfter(reviewTime, YOUNG_WORD_MAX_DAYS, day);
  if (card.nextReview.getTime() <= latest.getTime()) return card;
  return { ...card, nextReview: latest, scheduledDays: Math.min(card.scheduledDays, YOUNG_WORD_MAX_DAYS) };
}

/**
 * The new memory state of a word after one review, from the user's settings:
 * - 'Already know' on a new word: review, stability 2, difficulty 5, back in 2 days (`knownWord`).
 * - With reinforce_new_cards, a new word enters the building phase (3 steps: 1 min, 10 min, 1 h);
 *   a rating of 3+ takes a step, anything lower starts the 3 steps again; after the last step the
 *   word graduates to review with stability of at least 1.
 * - Otherwise FSRS (ts-fsrs) with the user's retention, maximum interval and weights; relearning
 *   steps only when relearn_mature_cards is on; then the easy/hard multipliers and the 2-day cap for
 *   words with fewer than 10 reviews.
 * Any failure (or an invalid result) falls back to "again in 2 hours".
 */
export function scheduleReview(input: ScheduleInput): ScheduleResult {
  const { rating, now, settings } = input;
  const day = input.day ?? UTC_DAY;
  const previous = input.card;
  // A review can't precede the last one (an offline replay arriving late): review at the later time.
  const reviewTime = previous?.lastReview && previous.lastReview > now ? previous.lastReview : now;
  const lastElapsedDays = previous?.lastReview ? elapsedLearnerDays(previous.lastReview, reviewTime, day) : 0;
  try {
    let next: ProgressCard;
    const isNew = previous === null || previous.state === 0;
    if (isNew && input.alreadyKnown) {
      next = knownWord(reviewTime, settings, day);
    } else if (isNew && settings.reinforceNewCards) {
      next = {
        state: 1,
        learningSteps: BUILDING_STEPS,
        stability: 0.1,
        difficulty: 1,
        elapsedDays: 0,
        scheduledDays: 0,
        reps: (previous?.reps ?? 0) + 1,
        lapses: previous?.lapses ?? 0,
        lastReview: reviewTime,
        nextReview: addMs(reviewTime, BUILDING_STEP_DELAYS_MS[BUILDING_STEPS]!),
      };
    } else if (previous && previous.state === 1 && previous.learningSteps > 0 && settings.reinforceNewCards) {
      next = buildingStep(previous, rating, reviewTime, settings, day);
    } else {
      next = fsrsReview(previous, rating, reviewTime, settings, day);
    }
    next = capYoungWord(next, reviewTime, input.historyCount, day);
    if (!isValidCard(next, reviewTime)) throw new Error("Invalid scheduling result");
    return { card: next, log: logOf(next, rating, reviewTime, lastElapsedDays), fallback: false };
  } catch {
    const base: ProgressCard = previous ?? {
      state: 1,
      learningSteps: BUILDING_STEPS,
      stability: 0.1,
      difficulty: 1,
      elapsedDays: 0,
      scheduledDays: 0,
      reps: 0,
      lapses: 0,
      lastReview: null,
      nextReview: null,
    };
    const safe = (n: number, fallback: number) => (Number.isFinite(n) && n >= 0 ? n : fallback);
    const card: ProgressCard = {
      ...base,
      stability: safe(base.stability, 0.1),
      difficulty: safe(base.difficulty, 1),
      elapsedDays: safe(base.elapsedDays, 0),
      scheduledDays: 0,
      reps: safe(base.reps, 0) + 1,
      lapses: safe(base.lapses, 0),
      learningSteps: safe(base.learningSteps, 0),
      state: safe(base.state, 1),
      lastReview: reviewTime,
      nextReview: addMs(reviewTime, SCHEDULING_FAILURE_DELAY_MS),
    };
    return { card, log: logOf(card, rating, reviewTime, lastElapsedDays), fallback: true };
  }
}

/**
 * FSRS for one review: all four outcomes are computed, the easy/hard multipliers applied to Easy and
 * Hard only, and then Hard is kept at least a day below Good and Easy at least a day above it (within
 * the maximum interval), so no setting within its bounds can reorder the ratings or move Good.
 */
function fsrsReview(
  previous: ProgressCard | null,
  rating: Rating,
  reviewTime: Date,
  settings: FsrsSettings,
  day: DayModel,
): ProgressCard {
  const scheduler = createScheduler(settings);
  // FSRS counts UTC calendar days: given the learner's clock, it counts the learner's days.
  const clock = learnerClock(reviewTime, day);
  const card = previous
    ? toFsrsCard({ ...previous, lastReview: previous.lastReview && learnerClock(previous.lastReview, day) }, clock)
    : createEmptyCard(clock);
  const preview = scheduler.repeat(card, clock);
  const onLearnerTime = (next: ProgressCard): ProgressCard => ({
    ...next,
    lastReview: reviewTime,
    nextReview:
      next.state === State.Review && next.scheduledDays >= 1
        ? startOfDayAfter(reviewTime, next.scheduledDays, day)
        : addMs(reviewTime, next.nextReview!.getTime() - clock.getTime()),
  });
  const outcome = (r: Rating) =>
    applyBonuses(onLearnerTime(fromFsrsCard(preview[r as Grade].card)), r, reviewTime, settings, day);
  const chosen = outcome(rating);
  if (chosen.state !== State.Review || chosen.scheduledDays < 1) return chosen;
  const max = settings.maximumInterval;
  const reviewDays = (r: Rating) => {
    const o = outcome(r);
    return o.state === State.Review && o.scheduledDays >= 1 ? o.scheduledDays : null;
  };
  let days = Math.min(max, chosen.scheduledDays);
  const good = reviewDays(3);
  /** Hard's days: a day below Good at most. */
  const hardDays = (hard: number) => (good !== null ? Math.min(hard, Math.max(1, Math.min(max, good) - 1)) : hard);
  if (rating === 2) days = hardDays(days);
  if (rating === 1) {
    // Without relearning steps a forgotten word stays in review: never further out than Hard.
    const hard = reviewDays(2);
    if (hard !== null) days = Math.min(days, hardDays(Math.min(max, hard)));
  }
  if (rating === 4 && good !== null) days = Math.max(days, Math.min(max, Math.min(max, good) + 1));
  // Good is FSRS's own interval: the Hard and Easy settings move Hard and Easy only (FSRS already
  // keeps its Hard < Good < Easy; the multipliers are clamped back around Good above).
  return { ...chosen, scheduledDays: days, nextReview: startOfDayAfter(reviewTime, days, day) };
}

function buildingStep(
  previous: ProgressCard,
  rating: Rating,
  reviewTime: Date,
  settings: FsrsSettings,
  day: DayModel,
): ProgressCard {
  const reps = previous.reps + 1;
  if (rating < 3) {
    return {
      ...previous,
      learningSteps: BUILDING_STEPS,
      reps,
      lastReview: reviewTime,
      nextReview: addMs(reviewTime, BUILDING_STEP_DELAYS_MS[BUILDING_STEPS]!),
    };
  }
  const steps = previous.learningSteps - 1;
  if (steps > 0) {
    return {
      ...previous,
      learningSteps: steps,
      reps,
      lastReview: reviewTime,
      nextReview: addMs(reviewTime, BUILDING_STEP_DELAYS_MS[steps]!),
    };
  }
  // Graduation: FSRS's first-review memory state for this rating, in review, stability ≥ 1.
  const scheduler = createScheduler({ ...settings });
  const first = scheduler.next(createEmptyCard(reviewTime), reviewTime, rating as Grade).card;
  const stability = Math.max(1, first.stability);
  const days = Math.min(
    settings.maximumInterval,
    Math.max(1, createScheduler(settings, { fuzz: false }).next_interval(stability, 0)),
  );
  return applyBonuses(
    {
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
    },
    rating,
    reviewTime,
    settings,
    day,
  );
}

/**
 * "Update Cards": the next review of a word in review, recomputed from its stability under new
 * settings as if rated Good (3) at its last review. Learning words keep their schedule. The
 * returned function reuses one scheduler, for decks of thousands of words.
 */
export function createRescheduler(
  settings: FsrsSettings,
  day: DayModel = UTC_DAY,
): (card: ProgressCard, historyCount: number) => Date | null {
  // No fuzz here: its seed would come from the clock.
  const scheduler = createScheduler(settings, { fuzz: false });
  return (card, historyCount) => {
    if (card.state !== 2 || !card.lastReview || !(card.stability > 0)) return card.nextReview;
    try {
      const days = Math.min(
        settings.maximumInterval,
        Math.max(1, scheduler.next_interval(card.stability, card.elapsedDays)),
      );
      const capped = historyCount < MIN_HISTORY_FOR_LONG_INTERVALS ? Math.min(days, YOUNG_WORD_MAX_DAYS) : days;
      const due = startOfDayAfter(card.lastReview, capped, day);
      return Number.isNaN(due.getTime()) ? card.nextReview : due;
    } catch {
      return card.nextReview;
    }
  };
}

/** One card's "Update Cards" result (see createRescheduler). */
export function rescheduleForSettings(
  card: ProgressCard,
  settings: FsrsSettings,
  historyCount: number,
  day: DayModel = UTC_DAY,
): Date | null {
  return createRescheduler(settings, day)(card, historyCount);
}
