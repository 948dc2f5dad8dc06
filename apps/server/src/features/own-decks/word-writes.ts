import { OWN_DECK_WORD_LIMIT, type WordInput, type WordPatch } from "@app/domain/create/own-deck";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { followWordText } from "../../db/reversed-cards";
import { ownDecks, subDecks, words } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { wordStats } from "./deck-reads";
import { touchDeck } from "./deck-writes";
import { editorWordKey, type OwnDeckRow, tooManyWords } from "./own-deck-row";
import { setId } from "./rebalance";

/** The word, when it belongs to the deck. */
const wordOfDeck = (row: OwnDeckRow, wordId: number) =>
  and(eq(words.id, wordId), inArray(words.subDeckId, sql`(SELECT id FROM sub_decks WHERE own_deck_id = ${row.id})`));

/** Appends words at the end of the deck (then re-splits the sets), all or none. */
export async function addWords(db: Db, row: OwnDeckRow, input: WordInput[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const stats = await wordStats(tx, row.id);
    // The limit counts words (notes): a word's reversed direction or a note's clozes are not more words.
    const after = stats.words + input.length;
    if (after > OWN_DECK_WORD_LIMIT) throw new AppError("VALIDATION_ERROR", tooManyWords(after));
    const start = stats.last + 1;
    // Into the first set for now: the rebalance below moves each word where its position says.
    const inserted = await tx
      .insert(words)
      .values(
        input.map((w, i) => ({
          subDeckId: setId(row.id, 0),
          key: editorWordKey(),
          order: start + i,
          originalWord: w.term,
          translation: w.translation,
          pinyin: w.reading ?? null,
        })),
      )
      .returning({ id: words.id });
    await touchDeck(tx, row);
    return inserted.map((w) => w.id);
  });
}

/** Edits a word in place: its id stays, so every learner keeps their progress on it. */
export async function updateWord(db: Db, row: OwnDeckRow, wordId: number, patch: WordPatch): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(words)
      .set({
        ...(patch.term !== undefined && { originalWord: patch.term }),
        ...(patch.translation !== undefined && { translation: patch.translation }),
        ...(patch.reading !== undefined && { pinyin: patch.reading }),
      })
      .where(wordOfDeck(row, wordId))
      .returning({ id: words.id });
    if (changed.length === 0) return false;
    // Its note's reversed card (an Anki "Basic (and reversed)" note) shows the same fields.
    await followWordText(tx, wordId);
    await tx.update(ownDecks).set({ updatedAt: new Date() }).where(eq(ownDecks.id, row.id));
    return true;
  });
}

/** Deletes a word of the deck (then re-splits the sets); false when the deck has no such word. */
export async function deleteWord(db: Db, row: OwnDeckRow, wordId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(words).where(wordOfDeck(row, wordId)).returning({ id: words.id });
    if (removed.length === 0) return false;
    await touchDeck(tx, row);
    return true;
  });
}

/** Puts the deck's words in the given order; false unless `wordIds` is exactly the deck's words. */
export async function reorderWords(db: Db, row: OwnDeckRow, wordIds: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const present = await tx
      .select({ id: words.id })
      .from(words)
      .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
      .where(eq(subDecks.ownDeckId, row.id));
    const mine = new Set(present.map((w) => w.id));
    if (present.length !== wordIds.length || wordIds.some((id) => !mine.has(id))) return false;
    await tx.execute(sql`
      UPDATE words w SET "order" = o.pos - 1
      FROM jsonb_array_elements_text(${JSON.stringify(wordIds)}::jsonb) WITH ORDINALITY AS o(id, pos)
      WHERE w.id = o.id::int`);
    await touchDeck(tx, row);
    return true;
  });
}
