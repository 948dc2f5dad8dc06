import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { cascadeTo, createdAtColumn, updatedAtColumn, uuidKey } from "./column-builders";
import { ownDecks } from "./create";
import { wordContentColumns } from "./word-columns";

/** A language of the catalogue. `id` is the lower-case language name ("chinese"); the UI capitalises it. */
export const languageDecks = pgTable("language_decks", {
  id: text("id").primaryKey(),
  flagCode: text("flag_code").notNull(),
  description: text("description").notNull().default(""),
  speechLang: text("speech_lang").notNull(),
  specialCharacters: jsonb("special_characters").$type<string[]>().notNull().default([]),
  credits: text("credits").notNull().default(""),
  /** Hash of the starter file this row came from: an unchanged file is skipped on start. */
  contentHash: text("content_hash").notNull().default(""),
  updatedAt: updatedAtColumn(),
});

export const subDecks = pgTable(
  "sub_decks",
  {
    id: text("id").primaryKey(),
    languageId: cascadeTo(text("language_id"), () => languageDecks.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Its rows of `words`: what every learner studies of it (with Production practice on, see `studyItems`). */
    wordCount: integer("word_count").notNull().default(0),
    isWritingDeck: boolean("is_writing_deck").notNull().default(false),
    position: integer("position").notNull().default(0),
    /** Set for the sets of a learner's own deck; null for catalogue decks. */
    ownDeckId: text("own_deck_id").references(() => ownDecks.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("sub_decks_language_idx").on(t.languageId, t.name),
    index("sub_decks_own_deck_idx").on(t.ownDeckId, t.position),
    check("sub_decks_id_slug", sql`${t.id} ~ '^[a-z0-9-]+$'`),
  ],
);

export const words = pgTable(
  "words",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subDeckId: cascadeTo(text("sub_deck_id"), () => subDecks.id),
    /** Stable key from the starter file: the loader updates a word in place on (sub_deck_id, key). */
    key: text("key").notNull(),
    ...wordContentColumns(),
    /** Names in `own_media`, like `audio_file`: the sentence's recording and a picture (a screenshot). */
    sentenceAudioFile: text("sentence_audio_file"),
    pictureFile: text("picture_file"),
    /** The note's fields as the tool sent them (safe text), for tools that read a note back. */
    minedFields: jsonb("mined_fields").$type<{ model: string; fields: Record<string, string> }>(),
    /** Own decks: the note's tags as mining tools set them (AnkiConnect's addNote, addTags, removeTags). */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /**
     * What is studied: 'word' (term → meaning), 'production' (the reversed direction of its note's word:
     * meaning → term) or 'cloze' (a sentence with a gap). Each row has its own progress row (its own memory).
     */
    kind: text("kind").$type<"word" | "production" | "cloze">().notNull().default("word"),
    /** The sibling this item belongs to (its note's first item); null for a note's first item. */
    noteWordId: integer("note_word_id").references((): AnyPgColumn => words.id, { onDelete: "cascade" }),
    /** A cloze item: its cloze number (c1 → 1) and hint (`{{c1::text::hint}}`). */
    clozeNumber: smallint("cloze_number"),
    clozeHint: text("cloze_hint"),
  },
  (t) => [
    unique("words_sub_deck_key_uq").on(t.subDeckId, t.key),
    index("words_sub_deck_order_idx").on(t.subDeckId, t.order),
    index("words_note_word_idx").on(t.noteWordId),
    // What the hourly job asks of a deck's stored file: does a word still name it?
    index("words_audio_file_idx").on(t.audioFile).where(sql`${t.audioFile} IS NOT NULL`),
    index("words_sentence_audio_file_idx").on(t.sentenceAudioFile).where(sql`${t.sentenceAudioFile} IS NOT NULL`),
    index("words_picture_file_idx").on(t.pictureFile).where(sql`${t.pictureFile} IS NOT NULL`),
    check("words_kind", sql`${t.kind} IN ('word', 'production', 'cloze')`),
  ],
);

/** The Latest Updates feed. */
export const updates = pgTable(
  "updates",
  {
    id: uuidKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    publishDate: timestamp("publish_date", { withTimezone: true }).notNull().defaultNow(),
    category: text("category").notNull().default("Lexistep Updates"),
    icon: text("icon").notNull().default("sparkles"),
    /** Who the entry is for: everyone, guests only ("Try it without an account") or registered learners only. */
    audience: text("audience").notNull().default("everyone"),
  },
  (t) => [
    index("updates_publish_date_idx").on(t.publishDate),
    check("updates_audience", sql`${t.audience} IN ('everyone', 'guests', 'registered')`),
  ],
);

/** Pronunciation audio found or generated for a (language, word). */
export const audioCache = pgTable(
  "audio_cache",
  {
    languageCode: text("language_code").notNull(),
    word: text("word").notNull(),
    audioUrls: jsonb("audio_urls").$type<string[]>().notNull(),
    status: text("status").notNull().default("SUCCESS"),
    createdAt: createdAtColumn(),
  },
  (t) => [unique("audio_cache_language_word_uq").on(t.languageCode, t.word)],
);

/** Words no provider had audio for; not retried for 24 hours. */
export const failedAudioEntries = pgTable(
  "failed_audio_entries",
  {
    id: uuidKey(),
    languageCode: text("language_code").notNull(),
    word: text("word").notNull(),
    errorMessage: text("error_message").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("failed_audio_language_word_uq").on(t.languageCode, t.word)],
);
