ALTER TABLE "user_decks" ADD COLUMN "desired_retention" double precision;--> statement-breakpoint
ALTER TABLE "user_decks" ADD COLUMN "new_per_day" integer;--> statement-breakpoint
ALTER TABLE "user_decks" ADD COLUMN "reviews_per_day" integer;--> statement-breakpoint
ALTER TABLE "user_decks" ADD CONSTRAINT "user_decks_desired_retention" CHECK ("user_decks"."desired_retention" BETWEEN 0.7 AND 0.97);--> statement-breakpoint
ALTER TABLE "user_decks" ADD CONSTRAINT "user_decks_new_per_day" CHECK ("user_decks"."new_per_day" BETWEEN 0 AND 9999);--> statement-breakpoint
ALTER TABLE "user_decks" ADD CONSTRAINT "user_decks_reviews_per_day" CHECK ("user_decks"."reviews_per_day" BETWEEN 0 AND 9999);