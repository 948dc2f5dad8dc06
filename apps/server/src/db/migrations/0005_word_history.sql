ALTER TABLE "user_word_progress" ADD COLUMN "history_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD COLUMN "recent_retention" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Each word's review history, counted until now from review_logs on every save (manual reschedules are
-- not reviews): how many reviews, and whether each of the last five was remembered, oldest first.
UPDATE "user_word_progress" AS p
SET "history_count" = h.n, "recent_retention" = h.recent
FROM (
  SELECT r."user_id", r."word_id", count(*)::int AS n,
    (SELECT COALESCE(jsonb_agg(x.a ORDER BY x.t), '[]'::jsonb) FROM (
      SELECT r2."actual_retention" AS a, r2."reviewed_at" AS t FROM "review_logs" AS r2
      WHERE r2."user_id" = r."user_id" AND r2."word_id" = r."word_id" AND r2."kind" <> 'manual'
      ORDER BY r2."reviewed_at" DESC LIMIT 5) AS x) AS recent
  FROM "review_logs" AS r
  WHERE r."kind" <> 'manual'
  GROUP BY r."user_id", r."word_id"
) AS h
WHERE p."user_id" = h."user_id" AND p."word_id" = h."word_id";
