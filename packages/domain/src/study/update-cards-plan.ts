import type { DayModel } from "../time/learner-day";
import type { FsrsSettings } from "./constants";
import { createRescheduler, type ProgressCard } from "./scheduling";

/** A learned word of the deck as Update Cards reads it: its progress row and its reviews so far. */
export interface UpdateCardsCard extends ProgressCard {
  /** The progress row's id. */
  id: string;
  wordId: number;
  /** Reviews so far (kept on the row; manual reschedules are not reviews). */
  history: number;
}

/** Everything Update Cards reads, in the transaction that writes it. */
export interface UpdateCardsReads {
  userId: string;
  subDeckId: string;
  settings: FsrsSettings;
  day: DayModel;
  /** The deck's learned words (review and relearning states). */
  cards: readonly UpdateCardsCard[];
  now: Date;
}

/** A review-log row saying the due date moved by hand (revlog's manual kind, rating 0): no review happened. */
export interface ManualLogWrite
  extends Pick<ProgressCard, "state" | "stability" | "difficulty" | "elapsedDays" | "scheduledDays" | "learningSteps"> {
  userId: string;
  wordId: number;
  subDeckId: string;
  reviewedAt: Date;
  kind: "manual";
  rating: 0;
  mode: string;
  stateBefore: number;
  due: Date;
  lastElapsedDays: number;
  actualRetention: 1;
}

export interface UpdateCardsPlan {
  /** The progress rows whose next review moves, and where to. */
  moves: { id: string; due: Date }[];
  logs: ManualLogWrite[];
  response: { updated: number; message: string };
}

function manualLog(reads: UpdateCardsReads, card: UpdateCardsCard, due: Date): ManualLogWrite {
  const { state, stability, difficulty, elapsedDays, scheduledDays, learningSteps } = card;
  const { userId, subDeckId, now } = reads;
  return {
    ...{ userId, wordId: card.wordId, subDeckId, reviewedAt: now, kind: "manual", rating: 0 },
    ...{ mode: reads.settings.studyAlgorithm, stateBefore: state, state, due, stability, difficulty },
    ...{ elapsedDays, lastElapsedDays: elapsedDays, scheduledDays, learningSteps, actualRetention: 1 },
  };
}

/**
 * Update Cards without touching a database: each learned word's next review recomputed with the
 * current settings (`createRescheduler`), a move and a manual log for each word whose date changes,
 * and the answer, which counts every learned word of the deck.
 */
export function planUpdateCards(reads: UpdateCardsReads): UpdateCardsPlan {
  const reschedule = createRescheduler(reads.settings, reads.day);
  const moves: UpdateCardsPlan["moves"] = [];
  const logs: ManualLogWrite[] = [];
  for (const card of reads.cards) {
    const due = reschedule(card, card.history);
    if (!due || due.getTime() === card.nextReview?.getTime()) continue;
    moves.push({ id: card.id, due });
    logs.push(manualLog(reads, card, due));
  }
  const updated = reads.cards.length;
  return { moves, logs, response: { updated, message: `Updated ${updated} words in subdeck with new review times` } };
}
