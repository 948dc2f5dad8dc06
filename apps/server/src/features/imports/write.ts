import { OWN_DECK_SET_SIZE, OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import { sql } from "drizzle-orm";
import { type ArrayColumn, unnestRows } from "../../db/column-arrays";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import { AUDIO_TYPES, typeByExtension } from "../../lib/media-types";
import { bodyFromBytes, fits, type MediaStore, mediaUsage, quotaMessage, sniffMime } from "../media";
import { setId, tooManyWords } from "../own-decks";
import type { PlannedWord } from "./plan";

/** An import the rules refuse (its message is for the learner); nothing of it is written. */
export class ImportRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Rows per statement: large enough to keep round trips few, small enough to keep each JSON parameter modest. */
const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface MediaSource {
  read(name: string): Uint8Array | null;
}

const MIME: Record<string, string> = { ...AUDIO_TYPES, mp4: "audio/mp4" };

export function audioMime(name: string): string | null {
  return typeByExtension(name, MIME);
}

/** Where a deck's new words go and how many it holds: kept across the batches of one import. */
export interface DeckCursor {
  id: string;
  next: number;
  /** The words (notes) it holds, as OWN_DECK_WORD_LIMIT counts them; its items may be more. */
  count: number;
  /** For a deck this import made: the id of every word it wrote (no other word can be there to match). */
  made: Map<string, number> | null;
}

/** Inserts a batch's new words at the end of the deck and updates known ones in place; the id of every key. */
export async function upsertWords(tx: Db, deck: DeckCursor, words: PlannedWord[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const linked = new Set<string>();
  // Each item's place in the deck, for the set of its note's other items (a kept word is where it is).
  const orderOf = new Map<string, number>();
  if (deck.made) {
    for (const w of words) if (deck.made.has(w.key)) ids.set(w.key, deck.made.get(w.key)!);
  } else {
    for (const row of await existingWords(tx, deck.id, words)) {
      ids.set(String(row.key), Number(row.id));
      orderOf.set(String(row.key), Number(row.order));
    }
  }
  const updates = words.filter((w) => ids.has(w.key));
  if (updates.length > 0) {
    const json = JSON.stringify(updates.map((w) => ({ id: ids.get(w.key), ...itemFields(w) })));
    await tx.execute(sql`
      UPDATE words w SET original_word = r.term, translation = r.translation, pinyin = r.reading, kind = r.kind,
        sentence = r.sentence, cloze_number = r.cloze_number, cloze_hint = r.cloze_hint
      FROM jsonb_to_recordset(${json}::jsonb) AS r(id int, ${ITEM_COLUMNS})
      WHERE w.id = r.id AND ${byIds(updates.map((w) => ids.get(w.key)!))}`);
  }
  const inserts = words.filter((w) => !ids.has(w.key));
  // The limit counts words (notes), as the deck's size is said: a word's other items come with it.
  const newWords = inserts.filter((w) => w.rootKey === null).length;
  if (deck.count + newWords > OWN_DECK_WORD_LIMIT)
    throw new ImportRefused("TOO_MANY_WORDS", tooManyWords(deck.count + newWords));
  if (inserts.length > 0) {
    const first = deck.next;
    // A note's items go into its first item's set, as the rebalance places them (its items travel together,
    // or the first is a kept word): the rebalance then moves none of them, nor their reviews.
    const rows = inserts.map((w) => {
      const order = deck.next++;
      orderOf.set(w.key, order);
      const at = w.rootKey === null ? order : Math.min(order, orderOf.get(w.rootKey) ?? order);
      return { key: w.key, rootKey: w.rootKey, order, at, word: w };
    });
    deck.count += newWords;
    // Each item straight into the set its position says (the rebalance at the end then moves nothing: a heavy
    // learner's reviews are written once, never rewritten to follow their word).
    await ensureSets(tx, deck.id, first, deck.next - 1);
    // A note's first items before its other items, which then name it at once (no second pass to link them).
    const inThisInsert = new Set(rows.map((r) => r.key));
    const byRoot = (r: InsertRow) => r.rootKey !== null && inThisInsert.has(r.rootKey);
    for (const part of [rows.filter((r) => !byRoot(r)), rows.filter(byRoot)]) {
      if (part.length === 0) continue;
      const inserted = rowsOf(
        await tx.execute(sql`
          INSERT INTO words (sub_deck_id, key, "order", original_word, translation, pinyin, kind, sentence,
            cloze_number, cloze_hint, note_word_id)
          SELECT ${deck.id} || '-' || (r.at / ${OWN_DECK_SET_SIZE} + 1)::text, r.key, r."order", r.term,
            r.translation, r.reading, r.kind, r.sentence, r.cloze_number, r.cloze_hint, r.note_word_id
          FROM ${unnestRows(part, insertColumns(ids))}
          RETURNING id, key`),
      );
      for (const row of inserted) {
        ids.set(String(row.key), Number(row.id));
        deck.made?.set(String(row.key), Number(row.id));
      }
    }
    for (const key of inThisInsert) linked.add(key);
  }
  // Items inserted above already name their note's first item; the others (kept words) are linked here.
  await linkSiblings(
    tx,
    words.filter((w) => !linked.has(w.key)),
    ids,
  );
  return ids;
}

/**
 * The deck's sets holding positions `from`..`to`, made like its first set where missing (the rebalance at the
 * end names them; a failed import's empty sets go with its undo).
 */
async function ensureSets(tx: Db, deckId: string, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO sub_decks (id, language_id, name, description, word_count, is_writing_deck, position, own_deck_id)
    SELECT ${deckId} || '-' || g::text, s.language_id, s.name, '', 0, s.is_writing_deck, g, s.own_deck_id
    FROM sub_decks s, generate_series(${Math.floor(from / OWN_DECK_SET_SIZE) + 1}::int, ${Math.floor(to / OWN_DECK_SET_SIZE) + 1}::int) g
    WHERE s.id = ${setId(deckId, 0)}
    ON CONFLICT (id) DO NOTHING`);
}

/**
 * The words an update touches, named by id: the planner then finds them on the primary key instead of joining
 * the rows to the whole words table (PGlite's statistics are never refreshed, so it would often read it all).
 */
const byIds = (ids: number[]) => sql`w.id = ANY(${`{${ids.join(",")}}`}::int[])`;

/** A new item as the insert reads it: its place in the deck, and the note's first item once that has an id. */
interface InsertRow {
  key: string;
  rootKey: string | null;
  order: number;
  /** The position that says its set (its note's first item's). */
  at: number;
  word: PlannedWord;
}

const insertColumns = (ids: Map<string, number>): ArrayColumn<InsertRow>[] => [
  { name: "key", type: "text", value: (r) => r.key },
  { name: "order", type: "int", value: (r) => r.order },
  { name: "at", type: "int", value: (r) => r.at },
  { name: "term", type: "text", value: (r) => r.word.term },
  { name: "translation", type: "text", value: (r) => r.word.translation },
  { name: "reading", type: "text", value: (r) => r.word.reading },
  { name: "kind", type: "text", value: (r) => r.word.kind },
  { name: "sentence", type: "text", value: (r) => r.word.sentence },
  { name: "cloze_number", type: "smallint", value: (r) => r.word.clozeNumber },
  { name: "cloze_hint", type: "text", value: (r) => r.word.clozeHint },
  { name: "note_word_id", type: "int", value: (r) => (r.rootKey === null ? null : (ids.get(r.rootKey) ?? null)) },
];

const ITEM_COLUMNS = sql.raw(
  "term text, translation text, reading text, kind text, sentence text, cloze_number smallint, cloze_hint text",
);

function itemFields(w: PlannedWord) {
  return {
    term: w.term,
    translation: w.translation,
    reading: w.reading,
    kind: w.kind,
    sentence: w.sentence,
    cloze_number: w.clozeNumber,
    cloze_hint: w.clozeHint,
  };
}

/** A note's other items point at its first item (written in the same batch: a note's items travel together). */
async function linkSiblings(tx: Db, words: PlannedWord[], ids: Map<string, number>): Promise<void> {
  const links = words
    .filter((w) => w.rootKey !== null && ids.has(w.rootKey))
    .map((w) => ({ id: ids.get(w.key), root: ids.get(w.rootKey!) }));
  for (const part of chunks(links)) {
    await tx.execute(sql`
      UPDATE words w SET note_word_id = r.root
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS r(id int, root int)
      WHERE w.id = r.id AND ${byIds(part.map((l) => l.id!))} AND w.note_word_id IS DISTINCT FROM r.root`);
  }
}

/** The deck's words with these keys, looked up set by set on the (set, key) index. */
async function existingWords(tx: Db, deckId: string, words: PlannedWord[]) {
  const keys = JSON.stringify(words.map((w) => w.key));
  return rowsOf(
    await tx.execute(sql`
      SELECT w.id, w.key, w."order" FROM sub_decks s
      JOIN LATERAL (SELECT jsonb_array_elements_text(${keys}::jsonb) AS key) k ON true
      JOIN words w ON w.sub_deck_id = s.id AND w.key = k.key
      WHERE s.own_deck_id = ${deckId}`),
  );
}

/** Where an import's recordings go, and how much room their owner has. */
export interface MediaTarget {
  userId: string;
  store: MediaStore;
  quotaBytes: number;
}

/** The batch's recordings, checked against the owner's quota before any is stored (the import is refused past it). */
async function recordingsOf(words: PlannedWord[], media: MediaSource) {
  const names = [...new Set(words.map((w) => w.audio).filter((n): n is string => n !== null))];
  const files = [];
  for (const name of names) {
    const mime = audioMime(name);
    const bytes = mime ? media.read(name) : null;
    if (mime && bytes) files.push({ name, mime, body: await bodyFromBytes(bytes) });
  }
  return files;
}

export async function storeMedia(
  tx: Db,
  deckId: string,
  words: PlannedWord[],
  media: MediaSource,
  target: MediaTarget,
): Promise<void> {
  const files = await recordingsOf(words, media);
  if (files.length > 0) {
    const usage = await mediaUsage(
      tx,
      target.userId,
      files.map(({ body }) => ({ hash: body.hash, size: body.size })),
    );
    if (!fits(usage, target.quotaBytes)) {
      throw new ImportRefused(
        "MEDIA_QUOTA",
        `This package's recordings do not fit. ${quotaMessage(usage, target.quotaBytes)}`,
      );
    }
  }
  for (const { name, mime, body } of files) {
    // The bytes go to the media store (a file, or chunks on PostgreSQL); the row only names them.
    await target.store.put(body, (db) =>
      db.execute(sql`
        INSERT INTO own_media (own_deck_id, name, mime, hash, size)
        VALUES (${deckId}, ${name}, ${sniffMime(body.head, mime)}, ${body.hash}, ${body.size})
        ON CONFLICT (own_deck_id, name) DO NOTHING`),
    );
  }
  const withAudio = words.filter((w) => w.audio && audioMime(w.audio));
  for (const part of chunks(withAudio)) {
    const json = JSON.stringify(part.map((w) => ({ key: w.key, audio: w.audio })));
    await tx.execute(sql`
      UPDATE words w SET audio_file = r.audio
      FROM jsonb_to_recordset(${json}::jsonb) AS r(key text, audio text), sub_decks s
      WHERE s.id = w.sub_deck_id AND s.own_deck_id = ${deckId} AND w.key = r.key
        AND EXISTS (SELECT 1 FROM own_media m WHERE m.own_deck_id = ${deckId} AND m.name = r.audio)`);
  }
}
