import crypto from "node:crypto";
import { OWN_DECK_SET_SIZE, OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { ensureLanguageRow, rebalanceSets, setId, tooManyWords } from "../own-decks";
import { type MappedNote, NoteError } from "./models";
import { searchCondition } from "./query";

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

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Words of the learner's own decks only: every note read or write goes through this. */
const MINE = (userId: string) => sql`
  FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id JOIN own_decks od ON od.id = s.own_deck_id
  WHERE od.owner_id = ${userId}`;

const NOTE_COLUMNS = sql`w.id, w.original_word AS term, w.translation, w.pinyin AS reading, w.sentence,
  w.sentence_meaning AS "sentenceMeaning", w.mined_fields AS "minedFields", w.mined_at AS "minedAt"`;

export function createMiningRepository(db: Db) {
  /** Copies the learner's stored files named by a note into the deck; answers the names found. */
  async function copyMedia(tx: Db, userId: string, deckId: string, names: string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const copied = await tx.execute(sql`
      INSERT INTO own_media (own_deck_id, name, mime, bytes)
      SELECT ${deckId}, m.name, m.mime, m.bytes FROM mining_media m
      WHERE m.user_id = ${userId} AND m.name IN (SELECT jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))
      ON CONFLICT (own_deck_id, name) DO UPDATE SET mime = excluded.mime, bytes = excluded.bytes
      RETURNING name`);
    return new Set(rowsOf<{ name: string }>(copied).map((r) => r.name));
  }

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

    /**
     * Appends a mined word at the end of the deck, with its media, in one transaction. The word goes straight
     * into the last set when it has room; otherwise the sets are split again as the editor does.
     */
    async addWord(userId: string, deck: MiningDeck, note: MappedNote, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [stats] = rowsOf<{ n: number; last: number; sets: number }>(
          await tx.execute(sql`
            SELECT count(w.id)::int AS n, coalesce(max(w."order"), -1)::int AS last, count(DISTINCT s.id)::int AS sets
            FROM sub_decks s LEFT JOIN words w ON w.sub_deck_id = s.id WHERE s.own_deck_id = ${deck.id}`),
        );
        if ((stats?.n ?? 0) >= OWN_DECK_WORD_LIMIT) throw new NoteError(tooManyWords((stats?.n ?? 0) + 1));
        const position = (stats?.last ?? -1) + 1;
        const setIndex = Math.floor(position / OWN_DECK_SET_SIZE);
        const fits = stats !== undefined && stats.n === position && setIndex < stats.sets;
        const found = await copyMedia(tx, userId, deck.id, mediaNames(note));
        const has = (name: string | null) => (name !== null && found.has(name) ? name : null);
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            INSERT INTO words (sub_deck_id, key, "order", original_word, translation, pinyin, audio_file, mined_at,
              sentence, sentence_meaning, sentence_audio_file, picture_file, mined_fields)
            VALUES (${setId(deck.id, fits ? setIndex : 0)}, ${`m:${crypto.randomUUID()}`}, ${position}, ${note.term},
              ${note.translation}, ${note.reading}, ${has(note.wordAudio)}, ${now.toISOString()}::timestamptz,
              ${note.sentence}, ${note.sentenceMeaning}, ${has(note.sentenceAudio)}, ${has(note.picture)},
              ${JSON.stringify({ model: note.model, fields: note.fields })}::jsonb)
            RETURNING id`),
        );
        await tx.execute(sql`UPDATE own_decks SET updated_at = now() WHERE id = ${deck.id}`);
        if (fits) {
          await tx.execute(
            sql`UPDATE sub_decks SET word_count = word_count + 1 WHERE id = ${setId(deck.id, setIndex)}`,
          );
        } else {
          const languageId = await ensureLanguageRow(tx, deck.termLanguage);
          await rebalanceSets(tx, { id: deck.id, name: deck.name, languageId, writing: deck.writing });
        }
        return row!.id;
      });
    },

    /** Replaces a mined word's fields (media columns only for the media fields given); false if not theirs. */
    async updateWord(userId: string, id: number, note: MappedNote, given: Set<string>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = rowsOf<{ deckId: string }>(
          await tx.execute(sql`SELECT od.id AS "deckId" ${MINE(userId)} AND w.id = ${id}`),
        );
        if (!owned) return false;
        const found = await copyMedia(tx, userId, owned.deckId, mediaNames(note));
        const media: SQL[] = [];
        const set = (field: string, column: string, name: string | null) => {
          if (given.has(field)) media.push(sql`${sql.identifier(column)} = ${name && found.has(name) ? name : null}`);
        };
        set("WordAudio", "audio_file", note.wordAudio);
        set("SentenceAudio", "sentence_audio_file", note.sentenceAudio);
        set("Picture", "picture_file", note.picture);
        await tx.execute(sql`
          UPDATE words SET original_word = ${note.term}, translation = ${note.translation}, pinyin = ${note.reading},
            sentence = ${note.sentence}, sentence_meaning = ${note.sentenceMeaning},
            mined_fields = ${JSON.stringify({ model: note.model, fields: note.fields })}::jsonb
            ${media.length > 0 ? sql`, ${sql.join(media, sql`, `)}` : sql``}
          WHERE id = ${id}`);
        return true;
      });
    },

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

function mediaNames(note: MappedNote): string[] {
  return [note.wordAudio, note.sentenceAudio, note.picture].filter((n): n is string => n !== null);
}

export type MiningRepository = ReturnType<typeof createMiningRepository>;
