import { State } from "ts-fsrs";
import { type DayModel, elapsedLearnerDays, startOfDayAfter } from "../time/learner-day";
import type { AnkiHistoryCard, ImportedProgress } from "./anki-history-types";

/** Anki's card types that are learned (the learner keeps their due dates), and the suspended queue. */
const ANKI_LEARNING_CARD = 1;
const ANKI_REVIEW_CARD = 2;
const ANKI_RELEARNING_CARD = 3;
const ANKI_SUSPENDED_QUEUE = -1;
const ANKI_BURIED_QUEUES = [-2, -3];
const DAY_MS = 86_400_000;

export const isDate = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/** A card Anki holds in review or relearning: a learned word, whatever its history replays to. */
export function isLearnedInAnki(ankiCard: AnkiHistoryCard): boolean {
  return ankiCard.type === ANKI_REVIEW_CARD || ankiCard.type === ANKI_RELEARNING_CARD;
}

/** A card Anki holds in learning (its first steps) with a due date. */
export function isLearningInAnki(ankiCard: AnkiHistoryCard): boolean {
  return ankiCard.type === ANKI_LEARNING_CARD && isDate(ankiCard.dueAt);
}

/** Suspended cards are set aside (ignored); buried ones are only put off for a day. */
export function isSuspended(ankiCard: AnkiHistoryCard): boolean {
  return ankiCard.suspended || ankiCard.queue === ANKI_SUSPENDED_QUEUE;
}

/** Our state for a card Anki holds as learned: review, or relearning after a lapse. */
export function ankiStateOf(ankiCard: AnkiHistoryCard): State {
  return ankiCard.type === ANKI_RELEARNING_CARD ? State.Relearning : State.Review;
}

/**
 * A card Anki holds in review whose answers are not in the package (its history was cleared, or the
 * deck was shared without it): learned, due when Anki has it due. With no answers to replay, its
 * stability is Anki's interval (at 90 % retention FSRS's interval is about the stability) and its
 * difficulty FSRS's middle; nothing is counted as reviewed here. Without a due date it stays New.
 */
export function learnedWithoutHistory(ankiCard: AnkiHistoryCard, day: DayModel): ImportedProgress | null {
  if (!isDate(ankiCard.dueAt)) return null;
  const intervalDays = Math.max(1, Math.round(Number.isFinite(ankiCard.intervalDays) ? ankiCard.intervalDays : 1));
  const nextReview = new Date(ankiCard.dueAt.getTime());
  const lastReview = new Date(nextReview.getTime() - intervalDays * DAY_MS);
  return {
    state: ankiStateOf(ankiCard),
    learningSteps: 0,
    stability: intervalDays,
    difficulty: 5,
    elapsedDays: 0,
    scheduledDays: elapsedLearnerDays(lastReview, nextReview, day),
    reps: 0,
    lapses: 0,
    lastReview,
    nextReview,
    isIgnored: isSuspended(ankiCard),
    historyCount: 0,
    recentRetention: [],
    correctCount: 0,
    reviewedCount: 0,
  };
}

/** Buried by hand or as a sibling: Anki shows it again the next day. */
export function isBuried(ankiCard: AnkiHistoryCard): boolean {
  return ankiCard.buried === true || ANKI_BURIED_QUEUES.includes(ankiCard.queue);
}

/**
 * A buried card's progress: due no earlier than the start of the learner's next day (as Anki unburies it
 * at its next day); a card due later keeps its date. Anything else as it is.
 */
export function afterBurial(
  progress: ImportedProgress | null,
  ankiCard: AnkiHistoryCard,
  now: Date,
  day: DayModel,
): ImportedProgress | null {
  if (!progress || !isBuried(ankiCard) || !progress.nextReview) return progress;
  const tomorrow = startOfDayAfter(now, 1, day);
  if (progress.nextReview.getTime() >= tomorrow.getTime()) return progress;
  const scheduledDays = progress.lastReview
    ? elapsedLearnerDays(progress.lastReview, tomorrow, day)
    : progress.scheduledDays;
  return { ...progress, nextReview: tomorrow, scheduledDays };
}
