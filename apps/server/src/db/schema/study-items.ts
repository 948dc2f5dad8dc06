import { integer, pgView, smallint, text } from "drizzle-orm/pg-core";
import { wordContentColumns } from "./word-columns";

/**
 * What there is to study in each set: every row of `words` as its recognition item, and, for a plain word (not
 * a cloze, not an Anki reversed card's row, not a word of a writing set, not one whose note has a reversed card
 * of its own), its production item — the same word asked from its meaning. A view over `words` (made by
 * migration 0029): nothing is stored for the production items, so nothing is kept in step.
 *
 * Which of these a learner studies: recognition always, production with Production practice on
 * (`studiedBySql`). Columns read as `words`' do, with `id` the item's id (`@app/domain/study/items`).
 */
export const studyItems = pgView("study_items", {
  id: integer("id").notNull(),
  wordId: integer("word_id").notNull(),
  direction: text("direction").$type<"recognition" | "production">().notNull(),
  subDeckId: text("sub_deck_id").notNull(),
  ...wordContentColumns(),
  kind: text("kind").$type<"word" | "production" | "cloze">().notNull(),
  noteWordId: integer("note_word_id"),
  clozeNumber: smallint("cloze_number"),
  clozeHint: text("cloze_hint"),
}).existing();
