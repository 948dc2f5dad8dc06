import type { ExamPlanOutcome } from "@app/domain/planning/exam-plan-responses";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn, userIdColumn } from "./columns";
import { subDeckIdColumn } from "./deck-columns";

/**
 * A learner's exam plan for one deck of their collection: the goal they set, and the planner's answer
 * when it was saved (what Learn New, the deck's retention and Home's status follow until the exam).
 * Decks planned together have one row each with the same `group_id` (same goal; the outcome holds the
 * group's totals and each deck's share); a plan made before groups has none and is a group of its own.
 */
export const examPlans = pgTable(
  "exam_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userIdColumn(),
    subDeckId: subDeckIdColumn(),
    /** The same for decks planned together. */
    groupId: uuid("group_id"),
    /** The exam morning, in the learner's days. */
    examDate: date("exam_date").notNull(),
    targetPercent: smallint("target_percent").notNull().default(90),
    minutesCap: smallint("minutes_cap").notNull(),
    /** The planner's answer when the plan was saved. */
    outcome: jsonb("outcome").$type<ExamPlanOutcome>().notNull(),
    /** The learner's day the plan was made, with the share it predicted and the deck's new words then. */
    plannedOn: date("planned_on").notNull(),
    predictedShare: doublePrecision("predicted_share").notNull(),
    newAtPlan: integer("new_at_plan").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique("exam_plans_user_sub_deck_uq").on(t.userId, t.subDeckId),
    index("exam_plans_user_group_idx").on(t.userId, t.groupId),
    index("exam_plans_sub_deck_idx").on(t.subDeckId),
    check("exam_plans_target", sql`${t.targetPercent} BETWEEN 1 AND 100`),
    check("exam_plans_minutes_cap", sql`${t.minutesCap} BETWEEN 1 AND 600`),
  ],
);
