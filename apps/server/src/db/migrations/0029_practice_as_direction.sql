-- A word's production direction moves from a second row of `words` (a production-practice item, one for
-- every word of every deck) to the learner's side: progress and review rows say which direction they are
-- about (decision 0007). Every progress row and review of a practice item is moved, unchanged, to its word
-- with direction 'production'; then the practice items, their count, their flag and the trigger go.
ALTER TABLE "user_word_progress" DROP CONSTRAINT "user_word_progress_user_word_uq";--> statement-breakpoint
DROP INDEX "review_logs_user_word_idx";--> statement-breakpoint
DROP INDEX "review_logs_known_idx";--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD COLUMN "direction" text DEFAULT 'recognition' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD COLUMN "item_id" integer GENERATED ALWAYS AS (CASE WHEN direction = 'production' THEN -word_id ELSE word_id END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "direction" text DEFAULT 'recognition' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "item_id" integer GENERATED ALWAYS AS (CASE WHEN direction = 'production' THEN -word_id ELSE word_id END) STORED NOT NULL;--> statement-breakpoint
UPDATE "user_word_progress" p SET word_id = w.note_word_id, direction = 'production'
FROM "words" w WHERE w.id = p.word_id AND w.practice;--> statement-breakpoint
UPDATE "review_logs" r SET word_id = w.note_word_id, direction = 'production'
FROM "words" w WHERE w.id = r.word_id AND w.practice;--> statement-breakpoint
DROP TRIGGER "user_word_progress_practice" ON "user_word_progress";--> statement-breakpoint
DROP FUNCTION "user_word_progress_practice"();--> statement-breakpoint
DROP INDEX "words_practice_word_uq";--> statement-breakpoint
DELETE FROM "words" WHERE practice;--> statement-breakpoint
ALTER TABLE "sub_decks" DROP COLUMN "practice_count";--> statement-breakpoint
ALTER TABLE "words" DROP COLUMN "practice";--> statement-breakpoint
ALTER TABLE "user_word_progress" DROP COLUMN "practice";--> statement-breakpoint
CREATE INDEX "review_logs_user_item_idx" ON "review_logs" USING btree ("user_id","item_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_logs_known_idx" ON "review_logs" USING btree ("user_id","item_id") WHERE "review_logs"."kind" = 'known';--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD CONSTRAINT "user_word_progress_user_item_uq" UNIQUE("user_id","item_id");--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD CONSTRAINT "user_word_progress_direction" CHECK ("user_word_progress"."direction" IN ('recognition', 'production'));--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_direction" CHECK ("review_logs"."direction" IN ('recognition', 'production'));--> statement-breakpoint
-- What there is to study (schema/study-items.ts): each word's recognition, and a plain word's production.
CREATE VIEW "study_items" AS
  SELECT w.id, w.id AS word_id, 'recognition'::text AS direction, w.sub_deck_id, w."order", w.original_word,
    w.translation, w.pinyin, w.audio_file, w.mined_at, w.sentence, w.sentence_meaning, w.kind, w.note_word_id,
    w.cloze_number, w.cloze_hint
  FROM "words" w
  UNION ALL
  SELECT -w.id, w.id, 'production'::text, w.sub_deck_id, w."order", w.original_word,
    w.translation, w.pinyin, NULL::text, NULL::timestamptz, NULL::text, NULL::text, 'production'::text, w.id,
    NULL::smallint, NULL::text
  FROM "words" w
  WHERE w.kind = 'word' AND w.note_word_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM "sub_decks" s WHERE s.id = w.sub_deck_id AND s.is_writing_deck)
    AND NOT EXISTS (SELECT 1 FROM "words" r WHERE r.note_word_id = w.id AND r.kind = 'production');
