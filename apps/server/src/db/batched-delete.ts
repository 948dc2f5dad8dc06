import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./database";
import { executeRows } from "./execute-rows";

/**
 * Deletes that may reach many rows (a deck with a long review history, an account) run as many short
 * statements instead of one long one: on the embedded database every statement holds the only connection,
 * so one statement deleting a million review rows stops every learner until it ends. Each statement here
 * deletes at most `rows` rows; between statements, other learners' queries run (and background work waits
 * for `turn`). What is deleted first is what a later step's cascade would otherwise reach all at once.
 */
export interface BatchOptions {
  /** Rows one statement deletes at most. */
  rows?: number;
  /** Waited for before each statement (background work gives way to learners' requests). */
  turn?: () => Promise<void>;
  /** Told after each statement (how many rows it deleted), for logs and tests. */
  onBatch?: (table: string, deleted: number) => void;
}

export const BATCH_ROWS = 2000;

/** Deletes the rows of `table` (keyed by `id`) that `where` picks (on alias `t`), a batch a statement. */
export async function deleteInBatches(db: Db, table: string, where: SQL, options: BatchOptions = {}): Promise<number> {
  const rows = options.rows ?? BATCH_ROWS;
  const name = sql.identifier(table);
  let total = 0;
  for (;;) {
    await options.turn?.();
    const [row] = await executeRows<{ n: number }>(
      db,
      sql`WITH doomed AS (SELECT t.id FROM ${name} t WHERE ${where} LIMIT ${rows}),
        gone AS (DELETE FROM ${name} d USING doomed WHERE d.id = doomed.id RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
    );
    const deleted = Number(row?.n ?? 0);
    total += deleted;
    options.onBatch?.(table, deleted);
    if (deleted < rows) return total;
  }
}

/**
 * Deletes the words `wordWhere` picks (a condition on alias `w` of `words`) with every learner's reviews and
 * progress on them, a batch at a time: the reviews and progress first (through their word index), then the
 * words themselves, whose cascade then finds nothing left to delete.
 */
export async function deleteWordsInBatches(db: Db, wordWhere: SQL, options: BatchOptions = {}): Promise<number> {
  const picked = sql`t.word_id IN (SELECT w.id FROM words w WHERE ${wordWhere})`;
  await deleteInBatches(db, "review_logs", picked, options);
  await deleteInBatches(db, "user_word_progress", picked, options);
  // Fewer words a statement: each still looks up its reviews and progress by index, and its other items.
  const words = Math.max(1, Math.floor((options.rows ?? BATCH_ROWS) / 4));
  return deleteInBatches(db, "words", sql`t.id IN (SELECT w.id FROM words w WHERE ${wordWhere})`, {
    ...options,
    rows: words,
  });
}

/** Deletes an own deck: its words and their history in batches, then the deck (its sets and what names them). */
export async function deleteOwnDeckInBatches(db: Db, deckId: string, options: BatchOptions = {}): Promise<void> {
  const inDeck = sql`w.sub_deck_id IN (SELECT s.id FROM sub_decks s WHERE s.own_deck_id = ${deckId})`;
  await deleteWordsInBatches(db, inDeck, options);
  const sets = sql`t.sub_deck_id IN (SELECT s.id FROM sub_decks s WHERE s.own_deck_id = ${deckId})`;
  await deleteInBatches(db, "study_sessions", sets, options);
  await options.turn?.();
  await db.execute(sql`DELETE FROM own_decks WHERE id = ${deckId}`);
}

/**
 * Deletes what an account holds in bulk, a batch at a time: its own decks (with every learner's history on
 * them), its reviews, progress and sessions. The account's row itself is deleted by the caller afterwards
 * (its cascade then reaches only small tables).
 */
export async function deleteAccountRowsInBatches(db: Db, userId: string, options: BatchOptions = {}): Promise<void> {
  const decks = await executeRows<{ id: string }>(db, sql`SELECT id FROM own_decks WHERE owner_id = ${userId}`);
  for (const deck of decks) await deleteOwnDeckInBatches(db, deck.id, options);
  const mine = sql`t.user_id = ${userId}`;
  await deleteInBatches(db, "review_logs", mine, options);
  await deleteInBatches(db, "user_word_progress", mine, options);
  await deleteInBatches(db, "study_sessions", mine, options);
}
