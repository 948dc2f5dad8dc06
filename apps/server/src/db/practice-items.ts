import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "./database";

/**
 * Production practice as items. A word studied in one direction (term → meaning) gets a second item for the
 * other (meaning → term), with its own memory, history and due date: a `words` row of kind 'production' with
 * `practice` set, pointing at its word (`note_word_id`). Learners with Production practice on study it; for the
 * others it is not there (see `studiedBySql` in `selections.ts`). A word that already has a reversed direction
 * of its own (an Anki "Basic (and reversed)" note), a cloze, or a word of a writing set gets none.
 *
 * The rows are content, shared by every learner of the set, and follow their word: its text, its set and its
 * place. Progress and reviews on them hang on their id like any item's.
 */

/** The practice items' key: unique in a set (a word's id is), and no starter, editor or Anki key looks like it. */
const practiceKey = (word: string) => sql.raw(`'practice:' || ${word}.id`);

/**
 * Brings the practice items of the sets `sets` (a sub-select of `sub_decks` ids) in step with their words:
 * made where missing (never a second one for a word: a unique index, and a writer that finds one made by
 * another skips it), removed where their word gained a reversed card of its own (which takes over), their
 * text, set and place their word's; then each set's `practice_count`. A set that becomes a writing set makes
 * no new ones but keeps those it has, with every learner's progress on them. Runs in the caller's
 * transaction; writes nothing when everything is already in step.
 */
export async function syncPracticeItems(tx: DbOrTx, sets: SQL): Promise<void> {
  await tx.execute(sql`
    DELETE FROM words p USING words w
    WHERE p.practice AND p.note_word_id = w.id AND w.sub_deck_id IN ${sets}
      AND EXISTS (SELECT 1 FROM words r WHERE r.note_word_id = w.id AND r.kind = 'production' AND NOT r.practice)`);
  await tx.execute(sql`
    UPDATE words p SET original_word = w.original_word, translation = w.translation, pinyin = w.pinyin,
      sub_deck_id = w.sub_deck_id, "order" = w."order"
    FROM words w
    WHERE p.practice AND p.note_word_id = w.id AND w.sub_deck_id IN ${sets}
      AND (p.original_word, p.translation, p.pinyin, p.sub_deck_id, p."order")
        IS DISTINCT FROM (w.original_word, w.translation, w.pinyin, w.sub_deck_id, w."order")`);
  await tx.execute(sql`
    INSERT INTO words (sub_deck_id, key, "order", original_word, translation, pinyin, kind, note_word_id, practice)
    SELECT w.sub_deck_id, ${practiceKey("w")}, w."order", w.original_word, w.translation, w.pinyin, 'production', w.id, true
    FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
    WHERE w.sub_deck_id IN ${sets} AND NOT s.is_writing_deck
      AND w.kind = 'word' AND w.note_word_id IS NULL AND NOT w.practice
      AND NOT EXISTS (SELECT 1 FROM words r WHERE r.note_word_id = w.id AND r.kind = 'production')
    ORDER BY w.sub_deck_id, w."order"
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    UPDATE sub_decks s SET practice_count = c.n
    FROM (SELECT d.id, (SELECT count(*)::int FROM words p WHERE p.sub_deck_id = d.id AND p.practice) AS n
          FROM sub_decks d WHERE d.id IN ${sets}) c
    WHERE s.id = c.id AND s.practice_count <> c.n`);
}

/**
 * After an edit of one word's text: its production items (its practice item, or an Anki reversed card, which
 * shows the same fields) say the same. One statement on the word's own items, instead of a sync of its deck.
 */
export async function followWordText(tx: DbOrTx, wordId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE words p SET original_word = w.original_word, translation = w.translation, pinyin = w.pinyin
    FROM words w
    WHERE w.id = ${wordId} AND p.note_word_id = w.id AND p.kind = 'production'
      AND (p.original_word, p.translation, p.pinyin) IS DISTINCT FROM (w.original_word, w.translation, w.pinyin)`);
}

/** The catalogue's sets of one language (the starter loader's scope). */
export const catalogueSetsOf = (languageId: string): SQL =>
  sql`(SELECT id FROM sub_decks WHERE language_id = ${languageId} AND own_deck_id IS NULL)`;

/** An own deck's sets (the rebalance's scope). */
export const ownDeckSetsOf = (ownDeckId: string): SQL =>
  sql`(SELECT id FROM sub_decks WHERE own_deck_id = ${ownDeckId})`;
