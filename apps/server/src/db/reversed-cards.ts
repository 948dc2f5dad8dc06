import { sql } from "drizzle-orm";
import type { DbOrTx } from "./database";

/**
 * After an edit of one word's text: the reversed card of its Anki note (a "Basic (and reversed)" note imported
 * with both cards, kept as an item of its own with its imported history) shows the same fields, so it says the
 * same. A word's production direction studied with Production practice on is not a row: it reads its word.
 */
export async function followWordText(tx: DbOrTx, wordId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE words p SET original_word = w.original_word, translation = w.translation, pinyin = w.pinyin
    FROM words w
    WHERE w.id = ${wordId} AND p.note_word_id = w.id AND p.kind = 'production'
      AND (p.original_word, p.translation, p.pinyin) IS DISTINCT FROM (w.original_word, w.translation, w.pinyin)`);
}
