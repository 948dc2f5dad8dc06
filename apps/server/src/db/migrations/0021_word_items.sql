ALTER TABLE "words" ADD COLUMN "kind" text DEFAULT 'word' NOT NULL;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "note_word_id" integer;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "cloze_number" smallint;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "cloze_hint" text;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_note_word_id_words_id_fk" FOREIGN KEY ("note_word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "words_note_word_idx" ON "words" USING btree ("note_word_id");--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_kind" CHECK ("words"."kind" IN ('word', 'production', 'cloze'));