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
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, userIdColumn } from "./columns";
import { directionColumns, learnerWordRow, subDeckIdColumn } from "./deck-columns";

/** Saved study sessions and the review log: one row per review. */

/** A study session as saved; its id is the client's session id, which makes saving idempotent. */
export const studySessions = pgTable(
  "study_sessions",
  {
    id: uuid("id").primaryKey(),
    userId: userIdColumn(),
    subDeckId: subDeckIdColumn(),
    sessionType: text("session_type").notNull(),
    /** Hash of the request body: the same id with a different body is refused. */
    payloadHash: text("payload_hash").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    wordsLearned: integer("words_learned").notNull().default(0),
    wordsReviewed: integer("words_reviewed").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** What the save answered, returned again when the same session is sent twice. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index("study_sessions_user_idx").on(t.userId, t.createdAt),
    // Deleting a deck reaches its sessions through this one (every reference has an index it starts with).
    index("study_sessions_sub_deck_idx").on(t.subDeckId),
    check(
      "study_sessions_type",
      sql`${t.sessionType} IN ('LEARN', 'REVIEW', 'NEED_REVIEW', 'AUDIO_REVIEW', 'HARD_WORDS', 'TIME_RUSH')`,
    ),
    check("study_sessions_duration", sql`${t.durationSeconds} BETWEEN 0 AND 86400`),
  ],
);

/** One row per review: the scheduler's log plus what the learner did. */
export const reviewLogs = pgTable(
  "review_logs",
  {
    ...learnerWordRow(),
    ...directionColumns(),
    sessionId: uuid("session_id").references(() => studySessions.id, { onDelete: "cascade" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
    /** learn, review, relearn, building, manual (a reschedule, rating 0) or known ('Already know'). */
    kind: text("kind").notNull().default("review"),
    /** The rating FSRS was given (0 for a manual reschedule). */
    rating: smallint("rating").notNull(),
    mode: text("mode").notNull(),
    /** The word's state before this review (0 new, 1 learning, 2 review, 3 relearning). */
    stateBefore: smallint("state_before").notNull().default(0),
    /** The state after it; the memory fields below are after it too. */
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    lastElapsedDays: integer("last_elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: smallint("learning_steps").notNull(),
    responseTimes: jsonb("response_times").$type<number[]>().notNull().default([]),
    /** Every attempt of the word in the session, in order: outcome and response time (ms). */
    attempts: jsonb("attempts").$type<{ correct: boolean; ms: number }[]>().notNull().default([]),
    /** Whether the session's first answer was right (null for 'Already know' and older rows). */
    firstAnswerCorrect: boolean("first_answer_correct"),
    /** Time spent answering this word in the session. */
    durationMs: integer("duration_ms").notNull().default(0),
    confidenceIndex: doublePrecision("confidence_index"),
    predictedRetention: doublePrecision("predicted_retention"),
    actualRetention: smallint("actual_retention").notNull(),
    /** Imported reviews: where the row came from ("anki:<revlog id>"), so a re-import never adds it twice. */
    sourceId: text("source_id"),
  },
  (t) => [
    // An item's history in time order (a word's two directions are two histories).
    index("review_logs_user_item_idx").on(t.userId, t.itemId, t.reviewedAt),
    // With the id last, a learner's log in time order is one index range: exports page through it by key.
    index("review_logs_user_time_idx").on(t.userId, t.reviewedAt, t.id),
    // What deleting a word, a deck or a session looks its reviews up by, so it never reads other learners' logs.
    index("review_logs_word_idx").on(t.wordId),
    index("review_logs_sub_deck_idx").on(t.subDeckId),
    index("review_logs_session_idx").on(t.sessionId).where(sql`${t.sessionId} IS NOT NULL`),
    // "Already know" marks, which every deck count looks up word by word (`markedKnownSql`): a probe of this
    // small index instead of a read of each word's whole log (a deck list with 100,000 reviews: 82 → 23 ms).
    index("review_logs_known_idx").on(t.userId, t.itemId).where(sql`${t.kind} = 'known'`),
    check("review_logs_rating", sql`${t.rating} BETWEEN 1 AND 4 OR (${t.kind} = 'manual' AND ${t.rating} = 0)`),
    check("review_logs_kind", sql`${t.kind} IN ('learn', 'review', 'relearn', 'building', 'manual', 'known')`),
    check("review_logs_direction", sql`${t.direction} IN ('recognition', 'production')`),
    check("review_logs_mode", sql`${t.mode} IN ('AUTOMATIC', 'MANUAL', 'IMPORT')`),
    unique("review_logs_user_source_uq").on(t.userId, t.sourceId),
  ],
);
