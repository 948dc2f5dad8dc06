ALTER TABLE "fsrs_settings" ADD COLUMN "load_balancing" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fsrs_settings" ADD COLUMN "easy_days" jsonb DEFAULT '["normal","normal","normal","normal","normal","normal","normal"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fsrs_settings" ADD COLUMN "leech_threshold" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD COLUMN "leech_kept_at_lapses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fsrs_settings" ADD CONSTRAINT "fsrs_leech_threshold" CHECK ("fsrs_settings"."leech_threshold" BETWEEN 1 AND 99);