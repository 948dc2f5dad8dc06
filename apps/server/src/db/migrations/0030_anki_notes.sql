-- Notes that came from an Anki package keep what an export needs to write them back so that Anki updates them
-- in place: each note's note type id, fields as Anki stored them, tags and last change (once per note, on its
-- first item), and the deck's note types (names, fields and templates in order). Both go with their word / deck.
CREATE TABLE "anki_note_types" (
	"own_deck_id" text NOT NULL,
	"id" bigint NOT NULL,
	"definition" jsonb NOT NULL,
	CONSTRAINT "anki_note_types_pk" PRIMARY KEY("own_deck_id","id")
);
--> statement-breakpoint
CREATE TABLE "anki_notes" (
	"word_id" integer PRIMARY KEY NOT NULL,
	"note_type_id" bigint NOT NULL,
	"mtime" bigint NOT NULL,
	"fields" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anki_note_types" ADD CONSTRAINT "anki_note_types_own_deck_id_own_decks_id_fk" FOREIGN KEY ("own_deck_id") REFERENCES "public"."own_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anki_notes" ADD CONSTRAINT "anki_notes_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;