import { integer, text } from "drizzle-orm/pg-core";
import { cascadeTo, userIdColumn, uuidKey } from "./columns";
import { subDecks, words } from "./content";

/** Columns of the learner's rows that name a sub-deck or a word (apart from columns.ts: content imports that). */

/** The sub-deck the row belongs to; the row goes with it. */
export const subDeckIdColumn = () => cascadeTo(text("sub_deck_id"), () => subDecks.id);

/** The word the row belongs to; the row goes with it. */
export const wordIdColumn = () => cascadeTo(integer("word_id"), () => words.id);

/** The head of a learner's row about one sub-deck: its own key, the learner, the sub-deck. */
export const learnerDeckRow = () => ({ id: uuidKey(), userId: userIdColumn(), subDeckId: subDeckIdColumn() });

/** The head of a learner's row about one word: its own key, the learner, the word and the word's sub-deck. */
export const learnerWordRow = () => ({
  id: uuidKey(),
  userId: userIdColumn(),
  wordId: wordIdColumn(),
  subDeckId: subDeckIdColumn(),
});
