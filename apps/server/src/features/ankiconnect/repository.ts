import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { MappedNote } from "./models";
import { searchCondition } from "./query";
import { MINE, rowsOf } from "./rows";
import { addMinedWord, updateMinedWord } from "./write";

export interface MiningDeck {
  id: string;
  name: string;
  termLanguage: string;
  writing: boolean;
  /** A number for tools that want deck ids (`deckNamesAndIds`): the deck's creation time in ms. */
  numericId: number;
}

export interface NoteRow {
  id: number;
  term: string;
  translation: string;
  reading: string | null;
  sentence: string | null;
  sentenceMeaning: string | null;
  minedFields: { model: string; fields: Record<string, string> } | null;
  minedAt: Date | null;
}

const NOTE_COLUMNS = sql`w.id, w.original_word AS term, w.translation, w.pinyin AS reading, w.sentence,
  w.sentence_meaning AS "sentenceMeaning", w.mined_fields AS "minedFields", w.mined_at AS "minedAt"`;

export function createMiningRepository(db: Db) {
  return {
    async decks(userId: string): Promise<MiningDeck[]> {
      const result = await db.execute(sql`
        SELECT id, name, term_language AS "termLanguage", writing,
          (extract(epoch FROM created_at) * 1000)::bigint AS "numericId"
        FROM own_decks WHERE owner_id = ${userId} ORDER BY updated_at DESC`);
      return rowsOf<MiningDeck>(result).map((d) => ({ ...d, numericId: Number(d.numericId) }));
    },

    /** Which of `terms` the deck already has (compared without regard to case). */
    async existingTerms(deckId: string, terms: string[]): Promise<Set<string>> {
      if (terms.length === 0) return new Set();
      const result = await db.execute(sql`
        SELECT DISTINCT lower(w.original_word) AS term FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
        WHERE s.own_deck_id = ${deckId} AND lower(w.original_word) IN (SELECT jsonb_array_elements_text(${JSON.stringify(terms.map((t) => t.toLowerCase()))}::jsonb))`);
      return new Set(rowsOf<{ term: string }>(result).map((r) => r.term));
    },

    async findNotes(userId: string, query: string, now: Date): Promise<number[]> {
      const result = await db.execute(
        sql`SELECT w.id ${MINE(userId)} AND (${searchCondition(query, now)}) ORDER BY w.id LIMIT 10000`,
      );
      return rowsOf<{ id: number }>(result).map((r) => r.id);
    },

    async notes(userId: string, ids: number[]): Promise<NoteRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(
        sql`SELECT ${NOTE_COLUMNS} ${MINE(userId)} AND w.id = ANY(${`{${ids.join(",")}}`}::int[])`,
      );
      // Raw rows carry the time as text.
      return rowsOf<NoteRow>(result).map((row) => ({ ...row, minedAt: row.minedAt ? new Date(row.minedAt) : null }));
    },

    async storeMedia(userId: string, file: { name: string; mime: string; bytes: Buffer }): Promise<void> {
      await db.execute(sql`
        INSERT INTO mining_media (user_id, name, mime, bytes, size) VALUES (${userId}, ${file.name}, ${file.mime}, ${file.bytes}, ${file.bytes.length})
        ON CONFLICT (user_id, name) DO UPDATE SET mime = excluded.mime, bytes = excluded.bytes, size = excluded.size,
          created_at = now()`);
    },

    addWord: (userId: string, deck: MiningDeck, note: MappedNote, now: Date) =>
      addMinedWord(db, userId, deck, note, now),
    updateWord: (userId: string, id: number, note: MappedNote, given: Set<string>) =>
      updateMinedWord(db, userId, id, note, given),

    async deleteStaleMedia(now: Date): Promise<void> {
      await db.execute(
        sql`DELETE FROM mining_media WHERE created_at < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`,
      );
    },

    /** Remembers the words a tool asked to show (only the learner's own), for the web app's next visit. */
    async browse(userId: string, ids: number[]): Promise<void> {
      await db.execute(sql`
        INSERT INTO mining_browse (user_id, word_ids, updated_at) VALUES (${userId}, ${JSON.stringify(ids.slice(0, 100))}::jsonb, now())
        ON CONFLICT (user_id) DO UPDATE SET word_ids = excluded.word_ids, updated_at = now()`);
    },
  };
}

export type MiningRepository = ReturnType<typeof createMiningRepository>;
