ALTER TABLE "sub_decks" ADD COLUMN "practice_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_word_progress" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "words_practice_word_uq" ON "words" USING btree ("note_word_id") WHERE "words"."practice";--> statement-breakpoint
-- A progress row says whether its word is a production-practice item, so counts leave such rows out without
-- reading words. Progress rows are only ever inserted for a word that exists; the flag never changes after.
CREATE FUNCTION "user_word_progress_practice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.practice := coalesce((SELECT w.practice FROM words w WHERE w.id = NEW.word_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_word_progress_practice" BEFORE INSERT ON "user_word_progress"
  FOR EACH ROW EXECUTE FUNCTION "user_word_progress_practice"();--> statement-breakpoint
-- Every word studied one way gets its production-practice item (as practice-items.ts makes them).
INSERT INTO words (sub_deck_id, key, "order", original_word, translation, pinyin, kind, note_word_id, practice)
SELECT w.sub_deck_id, 'practice:' || w.id, w."order", w.original_word, w.translation, w.pinyin, 'production', w.id, true
FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
WHERE NOT s.is_writing_deck AND w.kind = 'word' AND w.note_word_id IS NULL
  AND NOT EXISTS (SELECT 1 FROM words r WHERE r.note_word_id = w.id AND r.kind = 'production')
ORDER BY w.sub_deck_id, w."order"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE sub_decks s SET practice_count = c.n
FROM (SELECT sub_deck_id, count(*)::int AS n FROM words WHERE practice GROUP BY sub_deck_id) c
WHERE s.id = c.sub_deck_id;
