import { type Card, State } from "ts-fsrs";
import { createScheduler } from "../study/fsrs-scheduler";
import { RECENT_OUTCOMES } from "../study/grade-session";
import { type DayModel, elapsedLearnerDays } from "../time/learner-day";
import type { AnkiHistoryCard, AnkiHistoryInput, AnkiHistoryResult, ImportedProgress } from "./anki-history-types";
import {
  afterBurial,
  ankiStateOf,
  isDate,
  isLearnedInAnki,
  isLearningInAnki,
  isSuspended,
  learnedWithoutHistory,
} from "./anki-learned-cards";
import { emptyReplay, type Replay, replayEntry, usableReviews } from "./anki-replay";

export * from "./anki-history-types";

/**
 * One card's Anki review history turned into our review log and FSRS memory state.
 *
 * Every answered review (ease 1–4) is replayed through FSRS with the learner's own settings, on the
 * learner's days, so the imported word is scheduled exactly as if it had been studied here with the
 * same answers. Anki's own memory state (when the collection used FSRS) is not taken over: it was
 * computed with other weights and other days.
 */

/**
 * Replays one card's Anki history (see the module comment). Pure: `now` is only the limit past which
 * a review cannot have happened. Never throws on odd data; what it cannot use is counted in `skipped`.
 *
 * - Answered entries (ease 1–4) go through FSRS in time order (ties keep their order). Anki's learning
 *   steps are FSRS's learning state here: our building phase is for words first met in this app.
 * - Entries with ease 0, and Anki's manual and rescheduled entries whatever their ease, are manual
 *   rows (rating 0): nothing was answered, so the memory state does not change and they are not reviews.
 * - The due date of a review or relearning card is Anki's, so nothing falls due on import that was
 *   not due in Anki; a learning card's (its steps are minutes) and any card without one is the replay's.
 */
export function replayAnkiHistory(input: AnkiHistoryInput): AnkiHistoryResult {
  const { settings, day, now } = input;
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };
  // Fuzz would add noise to intervals the learner never saw; the replay is the memory state.
  const scheduler = createScheduler(settings, { fuzz: false });
  const replay = emptyReplay();
  for (const review of usableReviews(input.reviews, now, skip)) replayEntry(replay, review, scheduler, day, skip);

  const { card, lastReviewAt, due, logs } = replay;
  const progress =
    !card || !lastReviewAt || !due
      ? isLearnedInAnki(input.card)
        ? learnedWithoutHistory(input.card, day)
        : null
      : progressAfter({ ...replay, card, lastReviewAt, due }, input.card, day);
  // A buried card comes back the learner's next day, as Anki unburies it.
  return { progress: afterBurial(progress, input.card, now, day), logs, skipped };
}

/**
 * The word's progress after a replay with at least one answer; manual entries after the last answer
 * (Anki's "set due date") are given the due date the word keeps.
 */
function progressAfter(
  replay: Replay & { card: Card; lastReviewAt: Date; due: Date },
  ankiCard: AnkiHistoryCard,
  day: DayModel,
): ImportedProgress {
  const { card, lastReviewAt, logs, outcomes } = replay;
  const learnedInAnki = isLearnedInAnki(ankiCard);
  // Anki keeps a review card's due date when FSRS is switched on without rescheduling; so do we.
  const keepAnkiDue = learnedInAnki && isDate(ankiCard.dueAt);
  // A card Anki holds in review is learned, whatever a short or partial history replays to (one
  // "Good" from new is FSRS's learning state): it comes in learned, not in progress. Review stays
  // review and relearning relearning, as Anki has them (docs/CREATE.md, "Anki card states").
  const promoted = learnedInAnki && card.state !== ankiStateOf(ankiCard);
  // Likewise a card Anki holds in learning is in progress, not learned, whatever FSRS's own steps replay to
  // (an export of ours: the building phase asks a word more often than FSRS's steps); it is due when Anki has it.
  const stillLearning = isLearningInAnki(ankiCard) && card.state !== State.Learning;
  const nextReview = keepAnkiDue || stillLearning ? new Date(ankiCard.dueAt!.getTime()) : replay.due;
  const scheduledDays =
    keepAnkiDue || stillLearning ? elapsedLearnerDays(lastReviewAt, nextReview, day) : card.scheduled_days;
  for (let i = replay.lastReviewLog + 1; i < logs.length; i++) {
    logs[i] = { ...logs[i]!, due: nextReview, scheduledDays };
  }
  return {
    state: promoted ? ankiStateOf(ankiCard) : stillLearning ? State.Learning : card.state,
    learningSteps: promoted || stillLearning ? 0 : card.learning_steps,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: lastReviewAt,
    nextReview,
    // A suspended card is set aside, not forgotten: its memory state is kept for when it comes back.
    // Buried cards are only put off for a day, so they are not ignored.
    isIgnored: isSuspended(ankiCard),
    historyCount: outcomes.length,
    recentRetention: outcomes.slice(-RECENT_OUTCOMES),
    correctCount: replay.correctCount,
    reviewedCount: outcomes.length,
  };
}
