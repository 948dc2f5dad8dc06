import { integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A word's place in its set and what it says, as `words` stores them and `study_items` reads them back
 * (not a table: index.ts does not export it).
 */
export const wordContentColumns = () => ({
  order: integer("order").notNull(),
  originalWord: text("original_word").notNull(),
  translation: text("translation").notNull(),
  /** Pinyin for Chinese, the kana reading for Japanese; null when the word needs none. */
  pinyin: text("pinyin"),
  /** Own decks: the name of the word's recording in `own_media` (from an Anki package's `[sound:…]`). */
  audioFile: text("audio_file"),
  /** Own decks: when the word came in through a connected mining tool (AnkiConnect); null otherwise. */
  minedAt: timestamp("mined_at", { withTimezone: true }),
  /** A mined word's source sentence and its meaning, shown as context (safe text). */
  sentence: text("sentence"),
  sentenceMeaning: text("sentence_meaning"),
});
