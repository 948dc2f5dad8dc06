import type { DayLoad } from "@app/domain/planning/day-load";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn, userIdColumn, userIdKey } from "./columns";

/** The learner's own rows: bookkeeping (streak, time zone), scheduling settings, and each day's activity. */

/** Per-user bookkeeping created once, on the server, when the account is created. */
export const userInfo = pgTable(
  "user_info",
  {
    userId: userIdKey(),
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
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
    userId: userIdKey(),
    studyAlgorithm: text("study_algorithm").notNull().default("MANUAL"),
    studyType: text("study_type").notNull().default("All"),
    /** Production practice: each word is also studied from its meaning, as an item of its own (`study_items`). */
    productionPractice: boolean("production_practice").notNull().default(false),
    requestRetention: doublePrecision("request_retention").notNull().default(0.9),
    maximumInterval: integer("maximum_interval").notNull().default(36500),
    easyBonus: doublePrecision("easy_bonus").notNull().default(1.3),
    hardInterval: doublePrecision("hard_interval").notNull().default(1.2),
    reinforceNewCards: boolean("reinforce_new_cards").notNull().default(true),
    relearnMatureCards: boolean("relearn_mature_cards").notNull().default(true),
    /** The local hour at which the learner's day starts (scheduling, optimizer and stats days). */
    dayStartHour: smallint("day_start_hour").notNull().default(4),
    /** Within the fuzz range, a review goes to the day with the fewest reviews already due. */
    loadBalancing: boolean("load_balancing").notNull().default(true),
    /** Per weekday, Monday first: "normal", "reduced" or "minimum" (easy days). */
    easyDays: jsonb("easy_days")
      .$type<DayLoad[]>()
      .notNull()
      .default(["normal", "normal", "normal", "normal", "normal", "normal", "normal"]),
    /** Lapses that make a word a leech. */
    leechThreshold: smallint("leech_threshold").notNull().default(8),
    /** FSRS weights fitted to this user's history; null means the library defaults. */
    weights: jsonb("weights").$type<number[]>(),
    /** The last optimization's summary (old/new parameters, log loss before and after). */
    lastOptimization: jsonb("last_optimization").$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check("fsrs_algorithm", sql`${t.studyAlgorithm} IN ('AUTOMATIC', 'MANUAL')`),
    check("fsrs_study_type", sql`${t.studyType} IN ('All', 'Typing', 'Multiple Choice', 'Audio')`),
    check("fsrs_retention", sql`${t.requestRetention} BETWEEN 0.5 AND 1.0`),
    check("fsrs_max_interval", sql`${t.maximumInterval} BETWEEN 1 AND 36500`),
    check("fsrs_easy_bonus", sql`${t.easyBonus} BETWEEN 1.0 AND 3.0`),
    check("fsrs_hard_interval", sql`${t.hardInterval} BETWEEN 0.5 AND 2.0`),
    check("fsrs_day_start_hour", sql`${t.dayStartHour} BETWEEN 0 AND 23`),
    check("fsrs_leech_threshold", sql`${t.leechThreshold} BETWEEN 1 AND 99`),
  ],
);

/** One row per user per day (the user's day, in their time zone). Kept, so stats can show more than a week. */
export const userActivity = pgTable(
  "user_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    day: date("day").notNull(),
    dailyGoalLevel: smallint("daily_goal_level").notNull().default(0),
    dailyLearned: integer("daily_learned").notNull().default(0),
    dailyReviewed: integer("daily_reviewed").notNull().default(0),
    /** Seconds. */
    dailyStudyTime: integer("daily_study_time").notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("user_activity_user_day_uq").on(t.userId, t.day),
    check("user_activity_goal_level", sql`${t.dailyGoalLevel} BETWEEN 0 AND 2`),
  ],
);
