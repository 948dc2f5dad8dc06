import { type Card, createEmptyCard, State } from "ts-fsrs";

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

/** A word never reviewed: what a new card looks like. */
export const NEW_CARD: ProgressCard = {
  state: 0,
  learningSteps: 0,
  stability: 0,
  difficulty: 0,
  elapsedDays: 0,
  scheduledDays: 0,
  reps: 0,
  lapses: 0,
  lastReview: null,
  nextReview: null,
};

/** The card's numbers: each must be finite and not negative. */
export const cardNumbers = (card: ProgressCard): number[] => [
  card.state,
  card.learningSteps,
  card.stability,
  card.difficulty,
  card.elapsedDays,
  card.scheduledDays,
  card.reps,
  card.lapses,
];

export function isValidCard(card: ProgressCard, after: Date): boolean {
  if (!cardNumbers(card).every((n) => Number.isFinite(n) && n >= 0)) return false;
  if (!card.nextReview || Number.isNaN(card.nextReview.getTime())) return false;
  if (card.lastReview && Number.isNaN(card.lastReview.getTime())) return false;
  return card.nextReview.getTime() > after.getTime();
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

/** The progress row as ts-fsrs's card, due `now` when it has no due date. */
export function toFsrsCard(card: ProgressCard, now: Date): Card {
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

/** ts-fsrs's card as a progress row's fields. */
export function fromFsrsCard(card: Card): ProgressCard {
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
