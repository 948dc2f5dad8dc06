DROP INDEX "review_logs_user_time_idx";--> statement-breakpoint
CREATE INDEX "review_logs_user_time_idx" ON "review_logs" USING btree ("user_id","reviewed_at","id");