import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/pg-core";
import { cascadeTo, userOwnedRow } from "./columns";
import { subDecks, words } from "./content";

/** Columns of the learner's rows that name a sub-deck or a word (apart from columns.ts: content imports that). */

/** The sub-deck the row belongs to; the row goes with it. */
export const subDeckIdColumn = () => cascadeTo(text("sub_deck_id"), () => subDecks.id);

/** The word the row belongs to; the row goes with it. */
export const wordIdColumn = () => cascadeTo(integer("word_id"), () => words.id);

/** The head of a learner's row about one sub-deck: its own key, the learner, the sub-deck. */
export const learnerDeckRow = () => ({ ...userOwnedRow(), subDeckId: subDeckIdColumn() });

/** The head of a learner's row about one word: its own key, the learner, the word and the word's sub-deck. */
export const learnerWordRow = () => ({ ...userOwnedRow(), wordId: wordIdColumn(), subDeckId: subDeckIdColumn() });

/**
 * Which of the word's two skills the row is about (`@app/domain/study/items`): 'recognition' (term → meaning)
 * or 'production' (meaning → term, studied with Production practice on), and the item's id as clients know
 * it, worked out by the database (the word's id, negated for production).
 */
export const directionColumns = () => ({
  direction: text("direction").$type<"recognition" | "production">().notNull().default("recognition"),
  itemId: integer("item_id")
    .notNull()
    .generatedAlwaysAs(sql`CASE WHEN direction = 'production' THEN -word_id ELSE word_id END`),
});
