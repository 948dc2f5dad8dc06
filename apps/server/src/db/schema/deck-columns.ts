import { integer, text } from "drizzle-orm/pg-core";
import { subDecks, words } from "./content";

/** Columns of the learner's rows that name a sub-deck or a word (apart from columns.ts: content imports that). */

/** The sub-deck the row belongs to; the row goes with it. */
export const subDeckIdColumn = () =>
  text("sub_deck_id")
    .notNull()
    .references(() => subDecks.id, { onDelete: "cascade" });

/** The word the row belongs to; the row goes with it. */
export const wordIdColumn = () =>
  integer("word_id")
    .notNull()
    .references(() => words.id, { onDelete: "cascade" });
