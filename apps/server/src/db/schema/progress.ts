import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn } from "./columns";
import { directionColumns, learnerDeckRow, learnerWordRow } from "./deck-columns";

/** A learner's collection of sub-decks and their memory state for each word. */

/** A sub-deck in a user's collection. */
export const userDecks = pgTable(
  "user_decks",
  {
    ...learnerDeckRow(),
    createdAt: createdAtColumn(),
    timeRushBestScore: integer("time_rush_best_score").notNull().default(0),
    timeRushLastPlayed: timestamp("time_rush_last_played", { withTimezone: true }),
    /** The deck's desired retention; null: the learner's default (Scheduling Settings). */
    desiredRetention: doublePrecision("desired_retention"),
    /** New words a day and reviews a day in this deck; null: no limit. */
    newPerDay: integer("new_per_day"),
    reviewsPerDay: integer("reviews_per_day"),
  },
  (t) => [
    unique("user_decks_user_sub_deck_uq").on(t.userId, t.subDeckId),
    index("user_decks_sub_deck_idx").on(t.subDeckId),
    check("user_decks_desired_retention", sql`${t.desiredRetention} BETWEEN 0.7 AND 0.97`),
    check("user_decks_new_per_day", sql`${t.newPerDay} BETWEEN 0 AND 9999`),
    check("user_decks_reviews_per_day", sql`${t.reviewsPerDay} BETWEEN 0 AND 9999`),
  ],
);

/** A user's memory state for one word (FSRS card fields plus session counters). */
export const userWordProgress = pgTable(
  "user_word_progress",
  {
    ...learnerWordRow(),
    correctCount: integer("correct_count").notNull().default(0),
    reviewedCount: integer("reviewed_count").notNull().default(0),
    isIgnored: boolean("is_ignored").notNull().default(false),
    userNotes: text("user_notes"),
    stability: doublePrecision("stability").notNull().default(0),
    difficulty: doublePrecision("difficulty").notNull().default(0),
    difficultyScore: smallint("difficulty_score").notNull().default(0),
    elapsedDays: integer("elapsed_days").notNull().default(0),
    scheduledDays: integer("scheduled_days").notNull().default(0),
    learningSteps: smallint("learning_steps").notNull().default(0),
    reps: integer("reps").notNull().default(0),
    lapses: integer("lapses").notNull().default(0),
    /** The lapses the learner last kept the word at as a leech: it is one again after as many lapses more. */
    leechKeptAtLapses: integer("leech_kept_at_lapses").notNull().default(0),
    /** 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint("state").notNull().default(0),
    lastReview: timestamp("last_review", { withTimezone: true }),
    nextReview: timestamp("next_review", { withTimezone: true }),
    confidenceIndex: doublePrecision("confidence_index"),
    maxStreak: integer("max_streak").notNull().default(0),
    gotWrong: boolean("got_wrong").notNull().default(false),
    /** The most recent response times in seconds (bounded list; full history lives in review_logs). */
    responseTimes: jsonb("response_times").$type<number[]>().notNull().default([]),
    /**
     * The word's review history as a save needs it, kept here so a save never scans review_logs:
     * how many reviews it has had (manual reschedules are not reviews), and whether each of the
     * last five was remembered (1) or not (0), oldest first.
     */
    historyCount: integer("history_count").notNull().default(0),
    recentRetention: jsonb("recent_retention").$type<number[]>().notNull().default([]),
    /** Answers the learner said were right ("I was right"): accepted for this word from then on. */
    acceptedAnswers: jsonb("accepted_answers").$type<string[]>().notNull().default([]),
    ...directionColumns(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // One row per item: a word's recognition and its production are two rows (decision 0007).
    unique("user_word_progress_user_item_uq").on(t.userId, t.itemId),
    index("user_word_progress_user_deck_idx").on(t.userId, t.subDeckId),
    index("user_word_progress_user_next_review_idx").on(t.userId, t.nextReview),
    // What deleting a word or a deck looks its learners' rows up by.
    index("user_word_progress_word_idx").on(t.wordId),
    index("user_word_progress_sub_deck_idx").on(t.subDeckId),
    check("user_word_progress_notes_length", sql`char_length(${t.userNotes}) <= 500`),
    check("user_word_progress_state", sql`${t.state} BETWEEN 0 AND 3`),
    check("user_word_progress_direction", sql`${t.direction} IN ('recognition', 'production')`),
  ],
);
