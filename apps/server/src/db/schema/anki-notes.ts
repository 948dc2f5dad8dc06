import type { AnkiNoteTypeDefinition } from "@app/import-reader";
import { bigint, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { cascadeTo } from "./columns";
import { words } from "./content";
import { ownDecks } from "./create";

/**
 * Which of an Anki note's fields an import read, and what it made of them. A word whose text now differs from
 * `read` was edited here: the export writes the new text into the field it came from, and keeps the others.
 */
export type AnkiNoteOrigin =
  | {
      kind: "standard";
      /** The fields read as term, translation and reading (the import's mapping). */
      term: number;
      translation: number;
      reading: number | null;
      /** The template of the card the word's memory came from. */
      wordOrd: number;
      read: { term: string; translation: string; reading: string | null };
    }
  | {
      kind: "cloze";
      /** The field holding the deletions, and the one read as the translation (null: the text filled in). */
      text: number;
      extra: number | null;
      read: {
        translation: string;
        items: { number: number; term: string; sentence: string | null; hint: string | null }[];
      };
    };

/**
 * The note types of an own deck's notes that came from an Anki package, as the package defined them: an
 * export writes those notes back under them, with their ids, so importing it into the collection they came
 * from updates the notes in place. Written by the import (a few rows a deck); they go with the deck.
 */
export const ankiNoteTypes = pgTable(
  "anki_note_types",
  {
    ownDeckId: cascadeTo(text("own_deck_id"), () => ownDecks.id),
    /** Anki's note type id (milliseconds since 1970 for most). */
    id: bigint("id", { mode: "number" }).notNull(),
    definition: jsonb("definition").$type<AnkiNoteTypeDefinition>().notNull(),
  },
  (t) => [primaryKey({ name: "anki_note_types_pk", columns: [t.ownDeckId, t.id] })],
);

/**
 * An Anki note as its package held it, once per note, on the note's first item (its word, or its first
 * cloze): its note type, fields (HTML, `[sound:…]` and `<img>` kept), tags and last change, and which fields
 * the import read. It goes with the word.
 */
export const ankiNotes = pgTable("anki_notes", {
  wordId: integer("word_id")
    .primaryKey()
    .references(() => words.id, { onDelete: "cascade" }),
  noteTypeId: bigint("note_type_id", { mode: "number" }).notNull(),
  /** `notes.mod`, seconds since 1970. */
  mtime: bigint("mtime", { mode: "number" }).notNull(),
  fields: jsonb("fields").$type<string[]>().notNull(),
  tags: jsonb("tags").$type<string[]>().notNull().default([]),
  origin: jsonb("origin").$type<AnkiNoteOrigin>().notNull(),
});
