import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn, userOwnedRow } from "./columns";

/** One reading of a saved text: when, the share recalled that day, and on the date asked (if one was). */
export interface ReaderReading {
  at: string;
  today: number;
  on?: string;
  keep?: number;
}

/**
 * A text a learner keeps in the reader (private to them, exported with their data), with its comprehension each
 * time they read it (the last READINGS_KEPT readings).
 */
export const readerTexts = pgTable(
  "reader_texts",
  {
    ...userOwnedRow(),
    title: text("title").notNull(),
    languageId: text("language_id").notNull(),
    body: text("body").notNull(),
    readings: jsonb("readings").$type<ReaderReading[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index("reader_texts_user_idx").on(t.userId, t.updatedAt)],
);
