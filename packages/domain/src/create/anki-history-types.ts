import type { FsrsSettings } from "../study/constants";
import type { ProgressCard } from "../study/progress-card";
import type { ReviewLogFields } from "../study/review-log";
import type { DayModel } from "../time/learner-day";

/** One revlog row of the card, as the import reads it. */
export interface AnkiHistoryReview {
  /** When the review happened (revlog id), milliseconds since 1970. */
  timeMs: number;
  /** 1 again, 2 hard, 3 good, 4 easy; 0 when no button was pressed (a manual change). */
  ease: number;
  /** 0 learn, 1 review, 2 relearn, 3 filtered (cram), 4 manual, 5 rescheduled. */
  type: number;
  durationMs: number;
  /** The revlog row's id as text, kept on our log row. */
  sourceId: string;
}

/** The card as Anki holds it now. */
export interface AnkiHistoryCard {
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  type: number;
  /** -3/-2 buried, -1 suspended, 0 new, 1 learning, 2 review, 3 day-learning, 4 preview. */
  queue: number;
  /** The instant the card falls due (the start of its due day for review cards); null for new cards. */
  dueAt: Date | null;
  /**
   * Anki's interval in Anki's days. The replay does not need it (a kept due date gives the interval in
   * the learner's own days); a review card with no history takes it as its stability.
   */
  intervalDays: number;
  suspended: boolean;
  /** Buried (queue -2 sibling, -3 by hand): put off until the next day, not set aside. */
  buried?: boolean;
}

export interface AnkiHistoryInput {
  /** The card's revlog, in any order. */
  reviews: readonly AnkiHistoryReview[];
  card: AnkiHistoryCard;
  settings: FsrsSettings;
  day: DayModel;
  now: Date;
}

export type ImportedReviewKind = "learn" | "review" | "relearn" | "manual";

/** A review-log row (revlog semantics) for one imported revlog entry; its memory fields are after it. */
export interface ImportedReviewLog extends ReviewLogFields {
  sourceId: string;
  reviewedAt: Date;
  kind: ImportedReviewKind;
  /** The rating FSRS was given; 0 for a manual row. */
  rating: 0 | 1 | 2 | 3 | 4;
  stateBefore: number;
  durationMs: number;
  /** Whether the card was remembered (null for manual rows: nothing was answered). */
  firstAnswerCorrect: boolean | null;
}

/** The word's progress row after the import. */
export interface ImportedProgress extends ProgressCard {
  isIgnored: boolean;
  /** Real reviews (manual rows are not reviews). */
  historyCount: number;
  /** The last five outcomes, oldest first: 1 remembered, 0 not. */
  recentRetention: number[];
  correctCount: number;
  reviewedCount: number;
}

export interface AnkiHistoryResult {
  /** null: the card was never answered, the word stays New. */
  progress: ImportedProgress | null;
  /** Every imported revlog entry, oldest first. */
  logs: ImportedReviewLog[];
  /** Entries left out, by reason. */
  skipped: Record<string, number>;
}

/** Reasons an entry is left out (the keys of `skipped`). */
export const ANKI_HISTORY_SKIPS = {
  noTime: "review with no time",
  future: "review in the future",
  noRating: "review with no rating",
  unreplayable: "review the scheduler could not replay",
} as const;
