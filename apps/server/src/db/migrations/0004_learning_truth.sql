ALTER TABLE "review_logs" DROP CONSTRAINT "review_logs_rating";--> statement-breakpoint
ALTER TABLE "fsrs_settings" ADD COLUMN "day_start_hour" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "kind" text DEFAULT 'review' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "state_before" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "attempts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "first_answer_correct" boolean;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "duration_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fsrs_settings" ADD CONSTRAINT "fsrs_day_start_hour" CHECK ("fsrs_settings"."day_start_hour" BETWEEN 0 AND 23);--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_kind" CHECK ("review_logs"."kind" IN ('learn', 'review', 'relearn', 'building', 'manual', 'known'));--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_rating" CHECK ("review_logs"."rating" BETWEEN 1 AND 4 OR ("review_logs"."kind" = 'manual' AND "review_logs"."rating" = 0));--> statement-breakpoint
-- Rows logged before these columns existed: the state before a review is the state after the
-- word's previous one; the kind follows from it; the time spent is the sum of the answer times.
-- Outcomes of single attempts were not kept, so attempts stay empty and first_answer_correct unknown.
UPDATE "review_logs" AS r
SET "state_before" = p.before,
    "kind" = CASE WHEN p.before IN (0, 1) THEN 'learn' WHEN p.before = 3 THEN 'relearn' ELSE 'review' END,
    "duration_ms" = LEAST(2147483647, COALESCE((SELECT round(sum(t.value::float8) * 1000) FROM jsonb_array_elements_text(r."response_times") AS t), 0))::int
FROM (
  SELECT "id", COALESCE(lag("state") OVER (PARTITION BY "user_id", "word_id" ORDER BY "reviewed_at", "id"), 0) AS before
  FROM "review_logs"
) AS p
WHERE r."id" = p."id";
