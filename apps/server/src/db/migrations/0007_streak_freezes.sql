ALTER TABLE "user_info" ADD COLUMN "streak_freezes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_info" ADD COLUMN "frozen_days" jsonb DEFAULT '[]'::jsonb NOT NULL;