CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id") WHERE "contact_messages"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_votes_user_idx" ON "forum_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_plans_sub_deck_idx" ON "exam_plans" USING btree ("sub_deck_id");--> statement-breakpoint
CREATE INDEX "user_decks_sub_deck_idx" ON "user_decks" USING btree ("sub_deck_id");--> statement-breakpoint
CREATE INDEX "user_word_progress_word_idx" ON "user_word_progress" USING btree ("word_id");--> statement-breakpoint
CREATE INDEX "user_word_progress_sub_deck_idx" ON "user_word_progress" USING btree ("sub_deck_id");--> statement-breakpoint
CREATE INDEX "review_logs_word_idx" ON "review_logs" USING btree ("word_id");--> statement-breakpoint
CREATE INDEX "review_logs_sub_deck_idx" ON "review_logs" USING btree ("sub_deck_id");--> statement-breakpoint
CREATE INDEX "review_logs_session_idx" ON "review_logs" USING btree ("session_id") WHERE "review_logs"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "study_sessions_sub_deck_idx" ON "study_sessions" USING btree ("sub_deck_id");--> statement-breakpoint
CREATE INDEX "time_rush_games_sub_deck_idx" ON "time_rush_games" USING btree ("sub_deck_id");--> statement-breakpoint
CREATE INDEX "time_rush_scores_sub_deck_idx" ON "time_rush_scores" USING btree ("sub_deck_id");