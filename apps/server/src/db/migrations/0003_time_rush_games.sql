CREATE TABLE "time_rush_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sub_deck_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"is_new_best" boolean
);
--> statement-breakpoint
ALTER TABLE "time_rush_games" ADD CONSTRAINT "time_rush_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rush_games" ADD CONSTRAINT "time_rush_games_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_rush_games_user_idx" ON "time_rush_games" USING btree ("user_id","started_at");