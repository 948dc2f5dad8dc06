import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { fits, type MediaBody, type MediaStore, mediaUsage, quotaMessage, sniffMime } from "../media";
import type { MiningDeck } from "./mining-deck";
import type { MappedNote } from "./models";
import { ActionError, isRowId, MAX_FOUND } from "./params";
import { searchCondition } from "./query";
import { MINE, MINE_WITH_PROGRESS } from "./rows";
import { addMinedWord, updateMinedWord } from "./write";

export interface NoteRow {
  id: number;
  term: string;
  translation: string;
  reading: string | null;
  sentence: string | null;
  sentenceMeaning: string | null;
  minedFields: { model: string; fields: Record<string, string> } | null;
  minedAt: Date | null;
  tags: string[];
  /** The word's stored files (its recording, its sentence's, a picture), as the note's fields name them. */
  audioFile: string | null;
  sentenceAudioFile: string | null;
  pictureFile: string | null;
}

const NOTE_COLUMNS = sql`w.id, w.original_word AS term, w.translation, w.pinyin AS reading, w.sentence,
  w.sentence_meaning AS "sentenceMeaning", w.mined_fields AS "minedFields", w.mined_at AS "minedAt", w.tags,
  w.audio_file AS "audioFile", w.sentence_audio_file AS "sentenceAudioFile", w.picture_file AS "pictureFile"`;

export interface MiningMedia {
  store: MediaStore;
  /** Bytes of files one learner may keep (see `MEDIA_QUOTA_MB`). */
  quotaBytes: number;
}

export function createMiningRepository(db: Db, media: MiningMedia) {
  return {
    async decks(userId: string): Promise<MiningDeck[]> {
      const result = await db.execute(sql`
        SELECT id, name, term_language AS "termLanguage", writing,
          (extract(epoch FROM created_at) * 1000)::bigint AS "numericId"
        FROM own_decks WHERE owner_id = ${userId} ORDER BY updated_at DESC`);
      return rowsOf<MiningDeck>(result).map((d) => ({ ...d, numericId: Number(d.numericId) }));
    },

    /**
     * Which of `terms` the learner already has (compared without regard to case): in the decks named by
     * `deckIds`, or in all their own decks (AnkiConnect's default duplicate scope, the collection).
     */
    async existingTerms(userId: string, deckIds: string[] | null, terms: string[]): Promise<Set<string>> {
      if (terms.length === 0 || deckIds?.length === 0) return new Set();
      const lowered = JSON.stringify(terms.map((t) => t.toLowerCase()));
      const inDecks = deckIds
        ? sql`AND od.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(deckIds)}::jsonb))`
        : sql``;
      const result = await db.execute(sql`
        SELECT DISTINCT lower(w.original_word) AS term ${MINE(userId)} ${inDecks}
          AND lower(w.original_word) IN (SELECT jsonb_array_elements_text(${lowered}::jsonb))`);
      return new Set(rowsOf<{ term: string }>(result).map((r) => r.term));
    },

    /** The learner's words an Anki search finds; a search finding more than MAX_FOUND is refused. */
    async findNotes(userId: string, query: string, now: Date): Promise<number[]> {
      const result = await db.execute(
        sql`SELECT w.id ${MINE_WITH_PROGRESS(userId)} AND (${searchCondition(query, now)}) ORDER BY w.id LIMIT ${MAX_FOUND + 1}`,
      );
      const found = rowsOf<{ id: number }>(result).map((r) => r.id);
      if (found.length > MAX_FOUND) {
        throw new ActionError(`search finds more than ${MAX_FOUND} notes: narrow it (deck:, added:N, tag:…)`);
      }
      return found;
    },

    async notes(userId: string, wanted: number[]): Promise<NoteRow[]> {
      const ids = wanted.filter(isRowId);
      if (ids.length === 0) return [];
      const result = await db.execute(
        sql`SELECT ${NOTE_COLUMNS} ${MINE(userId)} AND w.id = ANY(${`{${ids.join(",")}}`}::int[])`,
      );
      // Raw rows carry the time as text.
      return rowsOf<NoteRow>(result).map((row) => ({ ...row, minedAt: row.minedAt ? new Date(row.minedAt) : null }));
    },

    /**
     * Keeps a tool's file for the note that will name it: the bytes go to the media store (a file, or
     * chunks on PostgreSQL), the row keeps the name, type, size and hash. Refused past the learner's quota.
     */
    async storeMedia(userId: string, file: { name: string; mime: string; body: MediaBody }): Promise<void> {
      const { body } = file;
      const usage = await mediaUsage(db, userId, [{ hash: body.hash, size: body.size }]);
      if (!fits(usage, media.quotaBytes)) throw new ActionError(quotaMessage(usage, media.quotaBytes));
      const mime = sniffMime(body.head, file.mime);
      await media.store.put(body, (tx) =>
        tx.execute(sql`
          INSERT INTO mining_media (user_id, name, mime, hash, size) VALUES (${userId}, ${file.name}, ${mime}, ${body.hash}, ${body.size})
          ON CONFLICT (user_id, name) DO UPDATE SET mime = excluded.mime, hash = excluded.hash, size = excluded.size,
            bytes = NULL, created_at = now()`),
      );
    },

    addWord: (userId: string, deck: MiningDeck, note: MappedNote, now: Date) =>
      addMinedWord(db, userId, deck, note, now),
    updateWord: (userId: string, id: number, note: MappedNote, given: Set<string>) =>
      updateMinedWord(db, userId, id, note, given),

    /** Remembers the words a tool asked to show (only the learner's own), for the web app's next visit. */
    async browse(userId: string, ids: number[]): Promise<void> {
      await db.execute(sql`
        INSERT INTO mining_browse (user_id, word_ids, updated_at) VALUES (${userId}, ${JSON.stringify(ids.slice(0, 100))}::jsonb, now())
        ON CONFLICT (user_id) DO UPDATE SET word_ids = excluded.word_ids, updated_at = now()`);
    },
  };
}

export type MiningRepository = ReturnType<typeof createMiningRepository>;
