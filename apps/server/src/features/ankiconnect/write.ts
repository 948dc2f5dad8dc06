import crypto from "node:crypto";
import { OWN_DECK_SET_SIZE, OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { countsAsWordSql } from "../../db/selections";
import { ensureLanguageRow, rebalanceSets, setId, tooManyWords } from "../own-decks";
import type { MiningDeck } from "./mining-deck";
import { type MappedNote, NoteError } from "./models";
import { MINE } from "./rows";

function mediaNames(note: MappedNote): string[] {
  return [note.wordAudio, note.sentenceAudio, note.picture].filter((n): n is string => n !== null);
}

/**
 * The learner's stored files named by a note, named in the deck too (answers the names found): only the row
 * is copied (name, type, size, hash); the bytes stay where the media store keeps them.
 */
function copyMediaSql(userId: string, deckId: string, names: string[]): SQL {
  return sql`
    INSERT INTO own_media (own_deck_id, name, mime, hash, size, bytes)
    SELECT ${deckId}, m.name, m.mime, m.hash, m.size, m.bytes FROM mining_media m
    WHERE m.user_id = ${userId} AND m.name IN (SELECT jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))
    ON CONFLICT (own_deck_id, name) DO UPDATE SET mime = excluded.mime, hash = excluded.hash, size = excluded.size,
      bytes = excluded.bytes, checked_at = now()
    RETURNING name`;
}

async function copyMedia(tx: Db, userId: string, deckId: string, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const copied = await tx.execute(copyMediaSql(userId, deckId, names));
  return new Set(rowsOf<{ name: string }>(copied).map((r) => r.name));
}

/**
 * Appends a mined word at the end of the deck, with its media, in one transaction. The word goes straight
 * into the last set when it has room; otherwise the sets are split again as the editor does.
 */
export async function addMinedWord(
  db: Db,
  userId: string,
  deck: MiningDeck,
  note: MappedNote,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [stats] = rowsOf<{ n: number; words: number; last: number; sets: number }>(
      await tx.execute(sql`
        SELECT count(w.id)::int AS n, (count(w.id) FILTER (WHERE ${countsAsWordSql("w")}))::int AS words, coalesce(max(w."order"), -1)::int AS last, count(DISTINCT s.id)::int AS sets
        FROM sub_decks s LEFT JOIN words w ON w.sub_deck_id = s.id WHERE s.own_deck_id = ${deck.id}`),
    );
    // The limit counts words (notes), not a word's other items.
    if ((stats?.words ?? 0) >= OWN_DECK_WORD_LIMIT) throw new NoteError(tooManyWords((stats?.words ?? 0) + 1));
    const position = (stats?.last ?? -1) + 1;
    const setIndex = Math.floor(position / OWN_DECK_SET_SIZE);
    const fits = stats !== undefined && stats.n === position && setIndex < stats.sets;
    // One statement: the note's stored files copied into the deck, the word (naming only the files found)
    // and the deck's bookkeeping. A data-modifying CTE runs whether or not the final SELECT reads it.
    const found = (name: string | null) =>
      name === null ? sql`NULL` : sql`(SELECT name FROM copied WHERE name = ${name})`;
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        WITH copied AS (${copyMediaSql(userId, deck.id, mediaNames(note))}),
        added AS (
          INSERT INTO words (sub_deck_id, key, "order", original_word, translation, pinyin, audio_file, mined_at,
            sentence, sentence_meaning, sentence_audio_file, picture_file, mined_fields, tags)
          VALUES (${setId(deck.id, fits ? setIndex : 0)}, ${`m:${crypto.randomUUID()}`}, ${position}, ${note.term},
            ${note.translation}, ${note.reading}, ${found(note.wordAudio)}, ${now.toISOString()}::timestamptz,
            ${note.sentence}, ${note.sentenceMeaning}, ${found(note.sentenceAudio)}, ${found(note.picture)},
            ${JSON.stringify({ model: note.model, fields: note.fields })}::jsonb, ${JSON.stringify(note.tags)}::jsonb)
          RETURNING id),
        touched AS (UPDATE own_decks SET updated_at = now() WHERE id = ${deck.id})
        ${fits ? sql`, counted AS (UPDATE sub_decks SET word_count = word_count + 1 WHERE id = ${setId(deck.id, setIndex)})` : sql``}
        SELECT id FROM added`),
    );
    if (!fits) {
      const languageId = await ensureLanguageRow(tx, deck.termLanguage);
      await rebalanceSets(tx, { id: deck.id, name: deck.name, languageId, writing: deck.writing });
    }
    return row!.id;
  });
}

/** Replaces a mined word's fields (media columns only for the media fields given); false if not theirs. */
export async function updateMinedWord(
  db: Db,
  userId: string,
  id: number,
  note: MappedNote,
  given: Set<string>,
): Promise<boolean> {
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
}
