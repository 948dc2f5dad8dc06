import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
import { users } from "./auth";
import { subDecks, words } from "./content";

const userId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Per-user bookkeeping created once, on the server, when the account is created. */
export const userInfo = pgTable(
  "user_info",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    currentStreak: integer("current_streak").notNull().default(0),
    topStreak: integer("top_streak").notNull().default(0),
    /** Seconds. */
    totalStudyTime: integer("total_study_time").notNull().default(0),
    /** The user's calendar day (in their time zone) of the last streak update. */
    lastStreakUpdate: date("last_streak_update"),
    /** IANA time zone name; days, goals and streaks are the user's days. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Streak freezes held (earned by meeting the daily goal, at most 2; each covers a missed day). */
    streakFreezes: smallint("streak_freezes").notNull().default(0),
    /** The days freezes covered, oldest first (the last few). */
    frozenDays: jsonb("frozen_days").$type<string[]>().notNull().default([]),
    /** Vacation mode: the learner's day it began (null: off). Pauses the streak and "overdue". */
    vacationSince: date("vacation_since"),
    /** The catch-up plan, snoozed or dismissed: the last learner's day it stays out of sight (null: shown). */
    catchUpHiddenThrough: date("catch_up_hidden_through"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "user_info_counts_non_negative",
      sql`${t.currentStreak} >= 0 AND ${t.topStreak} >= 0 AND ${t.totalStudyTime} >= 0`,
    ),
  ],
);

/** Per-user scheduling settings (one row per user). Bounds are enforced here as well as in the API. */
export const fsrsSettings = pgTable(
  "fsrs_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    studyAlgorithm: text("study_algorithm").notNull().default("MANUAL"),
    studyType: text("study_type").notNull().default("All"),
    /** Production practice: typed tests also ask for the word itself, from its meaning. */
    productionPractice: boolean("production_practice").notNull().default(false),
    requestRetention: doublePrecision("request_retention").notNull().default(0.9),
    maximumInterval: integer("maximum_interval").notNull().default(36500),
    easyBonus: doublePrecision("easy_bonus").notNull().default(1.3),
    hardInterval: doublePrecision("hard_interval").notNull().default(1.2),
    reinforceNewCards: boolean("reinforce_new_cards").notNull().default(true),
    relearnMatureCards: boolean("relearn_mature_cards").notNull().default(true),
    /** The local hour at which the learner's day starts (scheduling, optimizer and stats days). */
    dayStartHour: smallint("day_start_hour").notNull().default(4),
    /** FSRS weights fitted to this user's history; null means the library defaults. */
    weights: jsonb("weights").$type<number[]>(),
    /** The last optimization's summary (old/new parameters, log loss before and after). */
    lastOptimization: jsonb("last_optimization").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("fsrs_algorithm", sql`${t.studyAlgorithm} IN ('AUTOMATIC', 'MANUAL')`),
    check("fsrs_study_type", sql`${t.studyType} IN ('All', 'Typing', 'Multiple Choice', 'Audio')`),
    check("fsrs_retention", sql`${t.requestRetention} BETWEEN 0.5 AND 1.0`),
    check("fsrs_max_interval", sql`${t.maximumInterval} BETWEEN 1 AND 36500`),
    check("fsrs_easy_bonus", sql`${t.easyBonus} BETWEEN 1.0 AND 3.0`),
    check("fsrs_hard_interval", sql`${t.hardInterval} BETWEEN 0.5 AND 2.0`),
    check("fsrs_day_start_hour", sql`${t.dayStartHour} BETWEEN 0 AND 23`),
  ],
);

/** A sub-deck in a user's collection. */
export const userDecks = pgTable(
  "user_decks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    subDeckId: text("sub_deck_id")
      .notNull()
      .references(() => subDecks.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    timeRushBestScore: integer("time_rush_best_score").notNull().default(0),
    timeRushLastPlayed: timestamp("time_rush_last_played", { withTimezone: true }),
  },
  (t) => [unique("user_decks_user_sub_deck_uq").on(t.userId, t.subDeckId)],
);

/** A user's memory state for one word (FSRS card fields plus session counters). */
export const userWordProgress = pgTable(
  "user_word_progress",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    wordId: integer("word_id")
      .notNull()
      .references(() => words.id, { onDelete: "cascade" }),
    subDeckId: text("sub_deck_id")
      .notNull()
      .references(() => subDecks.id, { onDelete: "cascade" }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("user_word_progress_user_word_uq").on(t.userId, t.wordId),
    index("user_word_progress_user_deck_idx").on(t.userId, t.subDeckId),
    index("user_word_progress_user_next_review_idx").on(t.userId, t.nextReview),
    check("user_word_progress_notes_length", sql`char_length(${t.userNotes}) <= 500`),
    check("user_word_progress_state", sql`${t.state} BETWEEN 0 AND 3`),
  ],
);

/** A study session as saved; its id is the client's session id, which makes saving idempotent. */
export const studySessions = pgTable(
  "study_sessions",
  {
    id: uuid("id").primaryKey(),
    userId: userId(),
    subDeckId: text("sub_deck_id")
      .notNull()
      .references(() => subDecks.id, { onDelete: "cascade" }),
    sessionType: text("session_type").notNull(),
    /** Hash of the request body: the same id with a different body is refused. */
    payloadHash: text("payload_hash").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    wordsLearned: integer("words_learned").notNull().default(0),
    wordsReviewed: integer("words_reviewed").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** What the save answered, returned again when the same session is sent twice. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("study_sessions_user_idx").on(t.userId, t.createdAt),
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
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    wordId: integer("word_id")
      .notNull()
      .references(() => words.id, { onDelete: "cascade" }),
    subDeckId: text("sub_deck_id")
      .notNull()
      .references(() => subDecks.id, { onDelete: "cascade" }),
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
    index("review_logs_user_word_idx").on(t.userId, t.wordId, t.reviewedAt),
    index("review_logs_user_time_idx").on(t.userId, t.reviewedAt),
    check("review_logs_rating", sql`${t.rating} BETWEEN 1 AND 4 OR (${t.kind} = 'manual' AND ${t.rating} = 0)`),
    check("review_logs_kind", sql`${t.kind} IN ('learn', 'review', 'relearn', 'building', 'manual', 'known')`),
    check("review_logs_mode", sql`${t.mode} IN ('AUTOMATIC', 'MANUAL', 'IMPORT')`),
    unique("review_logs_user_source_uq").on(t.userId, t.sourceId),
  ],
);

/** One row per user per day (the user's day, in their time zone). Kept, so stats can show more than a week. */
export const userActivity = pgTable(
  "user_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    day: date("day").notNull(),
    dailyGoalLevel: smallint("daily_goal_level").notNull().default(0),
    dailyLearned: integer("daily_learned").notNull().default(0),
    dailyReviewed: integer("daily_reviewed").notNull().default(0),
    /** Seconds. */
    dailyStudyTime: integer("daily_study_time").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("user_activity_user_day_uq").on(t.userId, t.day),
    check("user_activity_goal_level", sql`${t.dailyGoalLevel} BETWEEN 0 AND 2`),
  ],
);

/** Best Time Rush score per user and sub-deck. */
export const timeRushScores = pgTable(
  "time_rush_scores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    subDeckId: text("sub_deck_id")
      .notNull()
      .references(() => subDecks.id, { onDelete: "cascade" }),
    bestScore: integer("best_score").notNull().default(0),
    gamesPlayed: integer("games_played").notNull().default(0),
    lastPlayed: timestamp("last_played", { withTimezone: true }),
  },
  (t) => [
    unique("time_rush_scores_user_sub_deck_uq").on(t.userId, t.subDeckId),
    check("time_rush_scores_non_negative", sql`${t.bestScore} >= 0 AND ${t.gamesPlayed} >= 0`),
  ],
);

/** One Time Rush game: started on the server, so the score can be checked against the time played. */
export const timeRushGames = pgTable(
  "time_rush_games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    subDeckId: text("sub_deck_id")
      .notNull()
      .references(() => subDecks.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    score: integer("score"),
    isNewBest: boolean("is_new_best"),
  },
  (t) => [index("time_rush_games_user_idx").on(t.userId, t.startedAt)],
);
