CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"display_username" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"username" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"created_by" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_posts_type" CHECK ("forum_posts"."request_type" IN ('feature', 'bug')),
	CONSTRAINT "forum_posts_status" CHECK ("forum_posts"."status" IN ('open', 'under-review', 'in-progress', 'planned', 'completed', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "forum_votes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_votes_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "audio_cache" (
	"language_code" text NOT NULL,
	"word" text NOT NULL,
	"audio_urls" jsonb NOT NULL,
	"status" text DEFAULT 'SUCCESS' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audio_cache_language_word_uq" UNIQUE("language_code","word")
);
--> statement-breakpoint
CREATE TABLE "failed_audio_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_code" text NOT NULL,
	"word" text NOT NULL,
	"error_message" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "failed_audio_language_word_uq" UNIQUE("language_code","word")
);
--> statement-breakpoint
CREATE TABLE "language_decks" (
	"id" text PRIMARY KEY NOT NULL,
	"flag_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"speech_lang" text NOT NULL,
	"special_characters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credits" text DEFAULT '' NOT NULL,
	"content_hash" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_decks" (
	"id" text PRIMARY KEY NOT NULL,
	"language_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"is_writing_deck" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_decks_id_slug" CHECK ("sub_decks"."id" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text DEFAULT 'Lexistep Updates' NOT NULL,
	"icon" text DEFAULT 'sparkles' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_deck_id" text NOT NULL,
	"key" text NOT NULL,
	"order" integer NOT NULL,
	"original_word" text NOT NULL,
	"translation" text NOT NULL,
	"pinyin" text,
	CONSTRAINT "words_sub_deck_key_uq" UNIQUE("sub_deck_id","key")
);
--> statement-breakpoint
CREATE TABLE "fsrs_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"study_algorithm" text DEFAULT 'MANUAL' NOT NULL,
	"study_type" text DEFAULT 'All' NOT NULL,
	"request_retention" double precision DEFAULT 0.9 NOT NULL,
	"maximum_interval" integer DEFAULT 36500 NOT NULL,
	"easy_bonus" double precision DEFAULT 1.3 NOT NULL,
	"hard_interval" double precision DEFAULT 1.2 NOT NULL,
	"reinforce_new_cards" boolean DEFAULT true NOT NULL,
	"relearn_mature_cards" boolean DEFAULT true NOT NULL,
	"weights" jsonb,
	"last_optimization" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fsrs_algorithm" CHECK ("fsrs_settings"."study_algorithm" IN ('AUTOMATIC', 'MANUAL')),
	CONSTRAINT "fsrs_study_type" CHECK ("fsrs_settings"."study_type" IN ('All', 'Typing', 'Multiple Choice', 'Audio')),
	CONSTRAINT "fsrs_retention" CHECK ("fsrs_settings"."request_retention" BETWEEN 0.5 AND 1.0),
	CONSTRAINT "fsrs_max_interval" CHECK ("fsrs_settings"."maximum_interval" BETWEEN 1 AND 36500),
	CONSTRAINT "fsrs_easy_bonus" CHECK ("fsrs_settings"."easy_bonus" BETWEEN 1.0 AND 3.0),
	CONSTRAINT "fsrs_hard_interval" CHECK ("fsrs_settings"."hard_interval" BETWEEN 0.5 AND 2.0)
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"word_id" integer NOT NULL,
	"sub_deck_id" text NOT NULL,
	"session_id" uuid,
	"reviewed_at" timestamp with time zone NOT NULL,
	"rating" smallint NOT NULL,
	"mode" text NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" smallint NOT NULL,
	"response_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence_index" double precision,
	"predicted_retention" double precision,
	"actual_retention" smallint NOT NULL,
	CONSTRAINT "review_logs_rating" CHECK ("review_logs"."rating" BETWEEN 1 AND 4),
	CONSTRAINT "review_logs_mode" CHECK ("review_logs"."mode" IN ('AUTOMATIC', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sub_deck_id" text NOT NULL,
	"session_type" text NOT NULL,
	"payload_hash" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"words_learned" integer DEFAULT 0 NOT NULL,
	"words_reviewed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_sessions_type" CHECK ("study_sessions"."session_type" IN ('LEARN', 'REVIEW', 'NEED_REVIEW', 'AUDIO_REVIEW', 'HARD_WORDS', 'TIME_RUSH')),
	CONSTRAINT "study_sessions_duration" CHECK ("study_sessions"."duration_seconds" BETWEEN 0 AND 86400)
);
--> statement-breakpoint
CREATE TABLE "time_rush_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sub_deck_id" text NOT NULL,
	"best_score" integer DEFAULT 0 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"last_played" timestamp with time zone,
	CONSTRAINT "time_rush_scores_user_sub_deck_uq" UNIQUE("user_id","sub_deck_id"),
	CONSTRAINT "time_rush_scores_non_negative" CHECK ("time_rush_scores"."best_score" >= 0 AND "time_rush_scores"."games_played" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"daily_goal_level" smallint DEFAULT 0 NOT NULL,
	"daily_learned" integer DEFAULT 0 NOT NULL,
	"daily_reviewed" integer DEFAULT 0 NOT NULL,
	"daily_study_time" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_activity_user_day_uq" UNIQUE("user_id","day"),
	CONSTRAINT "user_activity_goal_level" CHECK ("user_activity"."daily_goal_level" BETWEEN 0 AND 2)
);
--> statement-breakpoint
CREATE TABLE "user_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"sub_deck_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_rush_best_score" integer DEFAULT 0 NOT NULL,
	"time_rush_last_played" timestamp with time zone,
	CONSTRAINT "user_decks_user_sub_deck_uq" UNIQUE("user_id","sub_deck_id")
);
--> statement-breakpoint
CREATE TABLE "user_info" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"top_streak" integer DEFAULT 0 NOT NULL,
	"total_study_time" integer DEFAULT 0 NOT NULL,
	"last_streak_update" date,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_info_counts_non_negative" CHECK ("user_info"."current_streak" >= 0 AND "user_info"."top_streak" >= 0 AND "user_info"."total_study_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_word_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"word_id" integer NOT NULL,
	"sub_deck_id" text NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"reviewed_count" integer DEFAULT 0 NOT NULL,
	"is_ignored" boolean DEFAULT false NOT NULL,
	"user_notes" text,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"difficulty_score" smallint DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" smallint DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"next_review" timestamp with time zone,
	"confidence_index" double precision,
	"max_streak" integer DEFAULT 0 NOT NULL,
	"got_wrong" boolean DEFAULT false NOT NULL,
	"response_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_word_progress_user_word_uq" UNIQUE("user_id","word_id"),
	CONSTRAINT "user_word_progress_notes_length" CHECK (char_length("user_word_progress"."user_notes") <= 500),
	CONSTRAINT "user_word_progress_state" CHECK ("user_word_progress"."state" BETWEEN 0 AND 3)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_votes" ADD CONSTRAINT "forum_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_decks" ADD CONSTRAINT "sub_decks_language_id_language_decks_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fsrs_settings" ADD CONSTRAINT "fsrs_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rush_scores" ADD CONSTRAINT "time_rush_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rush_scores" ADD CONSTRAINT "time_rush_scores_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_decks" ADD CONSTRAINT "user_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_decks" ADD CONSTRAINT "user_decks_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_info" ADD CONSTRAINT "user_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD CONSTRAINT "user_word_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD CONSTRAINT "user_word_progress_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD CONSTRAINT "user_word_progress_sub_deck_id_sub_decks_id_fk" FOREIGN KEY ("sub_deck_id") REFERENCES "public"."sub_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_anonymous_created_idx" ON "users" USING btree ("created_at") WHERE "users"."is_anonymous";--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "forum_comments_post_idx" ON "forum_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_comments_user_created_idx" ON "forum_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_created_idx" ON "forum_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_user_created_idx" ON "forum_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sub_decks_language_idx" ON "sub_decks" USING btree ("language_id","name");--> statement-breakpoint
CREATE INDEX "updates_publish_date_idx" ON "updates" USING btree ("publish_date");--> statement-breakpoint
CREATE INDEX "words_sub_deck_order_idx" ON "words" USING btree ("sub_deck_id","order");--> statement-breakpoint
CREATE INDEX "review_logs_user_word_idx" ON "review_logs" USING btree ("user_id","word_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_logs_user_time_idx" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "study_sessions_user_idx" ON "study_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_word_progress_user_deck_idx" ON "user_word_progress" USING btree ("user_id","sub_deck_id");--> statement-breakpoint
CREATE INDEX "user_word_progress_user_next_review_idx" ON "user_word_progress" USING btree ("user_id","next_review");