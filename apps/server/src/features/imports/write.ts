import { OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { AUDIO_TYPES, typeByExtension } from "../../lib/media-types";
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

export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
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
  if (deck.made) {
    for (const w of words) if (deck.made.has(w.key)) ids.set(w.key, deck.made.get(w.key)!);
  } else {
    for (const row of await existingWords(tx, deck.id, words)) ids.set(String(row.key), Number(row.id));
  }
  const updates = words.filter((w) => ids.has(w.key));
  if (updates.length > 0) {
    const json = JSON.stringify(updates.map((w) => ({ id: ids.get(w.key), ...itemFields(w) })));
    await tx.execute(sql`
      UPDATE words w SET original_word = r.term, translation = r.translation, pinyin = r.reading, kind = r.kind,
        sentence = r.sentence, cloze_number = r.cloze_number, cloze_hint = r.cloze_hint
      FROM jsonb_to_recordset(${json}::jsonb) AS r(id int, ${ITEM_COLUMNS})
      WHERE w.id = r.id`);
  }
  const inserts = words.filter((w) => !ids.has(w.key));
  // The limit counts words (notes), as the deck's size is said: a word's other items come with it.
  const newWords = inserts.filter((w) => w.rootKey === null).length;
  if (deck.count + newWords > OWN_DECK_WORD_LIMIT)
    throw new ImportRefused("TOO_MANY_WORDS", tooManyWords(deck.count + newWords));
  if (inserts.length > 0) {
    const json = JSON.stringify(inserts.map((w) => ({ key: w.key, order: deck.next++, ...itemFields(w) })));
    deck.count += newWords;
    // Into the first set for now; the rebalance at the end puts each word in the set its position says.
    const inserted = rowsOf(
      await tx.execute(sql`
        INSERT INTO words (sub_deck_id, key, "order", original_word, translation, pinyin, kind, sentence,
          cloze_number, cloze_hint)
        SELECT ${setId(deck.id, 0)}, r.key, r."order", r.term, r.translation, r.reading, r.kind, r.sentence,
          r.cloze_number, r.cloze_hint
        FROM jsonb_to_recordset(${json}::jsonb) AS r(key text, "order" int, ${ITEM_COLUMNS})
        RETURNING id, key`),
    );
    for (const row of inserted) {
      ids.set(String(row.key), Number(row.id));
      deck.made?.set(String(row.key), Number(row.id));
    }
  }
  await linkSiblings(tx, words, ids);
  return ids;
}

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
      WHERE w.id = r.id AND w.note_word_id IS DISTINCT FROM r.root`);
  }
}

/** The deck's words with these keys, looked up set by set on the (set, key) index. */
async function existingWords(tx: Db, deckId: string, words: PlannedWord[]) {
  const keys = JSON.stringify(words.map((w) => w.key));
  return rowsOf(
    await tx.execute(sql`
      SELECT w.id, w.key FROM sub_decks s
      JOIN LATERAL (SELECT jsonb_array_elements_text(${keys}::jsonb) AS key) k ON true
      JOIN words w ON w.sub_deck_id = s.id AND w.key = k.key
      WHERE s.own_deck_id = ${deckId}`),
  );
}

export async function storeMedia(tx: Db, deckId: string, words: PlannedWord[], media: MediaSource): Promise<void> {
  const names = [...new Set(words.map((w) => w.audio).filter((n): n is string => n !== null))];
  for (const name of names) {
    const mime = audioMime(name);
    const bytes = mime ? media.read(name) : null;
    if (!mime || !bytes) continue;
    await tx.execute(sql`
      INSERT INTO own_media (own_deck_id, name, mime, bytes) VALUES (${deckId}, ${name}, ${mime}, ${Buffer.from(bytes)})
      ON CONFLICT (own_deck_id, name) DO NOTHING`);
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

/** Progress from the imported history; a word studied here after its last Anki review keeps its state. */
export async function writeProgress(tx: Db, userId: string, words: PlannedWord[], ids: Map<string, number>) {
  const rows = words
    .filter((w) => w.progress || w.suspended)
    .map((w) => {
      const p = w.progress;
      return {
        word_id: ids.get(w.key),
        state: p?.state ?? 0,
        // An imported learning card restarts its learning steps: our building phase reads a step count there.
        learning_steps: p && p.state === 2 ? p.learningSteps : 0,
        stability: p?.stability ?? 0,
        difficulty: p?.difficulty ?? 0,
        elapsed_days: p?.elapsedDays ?? 0,
        scheduled_days: p?.scheduledDays ?? 0,
        reps: p?.reps ?? 0,
        lapses: p?.lapses ?? 0,
        last_review: p?.lastReview?.toISOString() ?? null,
        next_review: p?.nextReview?.toISOString() ?? null,
        is_ignored: w.suspended || (p?.isIgnored ?? false),
        history_count: p?.historyCount ?? 0,
        recent_retention: p?.recentRetention ?? [],
        correct_count: p?.correctCount ?? 0,
        reviewed_count: p?.reviewedCount ?? 0,
      };
    });
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, state, learning_steps, stability, difficulty,
        elapsed_days, scheduled_days, reps, lapses, last_review, next_review, is_ignored, history_count,
        recent_retention, correct_count, reviewed_count)
      SELECT ${userId}, r.word_id, w.sub_deck_id, r.state, r.learning_steps, r.stability, r.difficulty,
        r.elapsed_days, r.scheduled_days, r.reps, r.lapses, r.last_review, r.next_review, r.is_ignored,
        r.history_count, r.recent_retention, r.correct_count, r.reviewed_count
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS r(word_id int, state smallint, learning_steps smallint,
        stability double precision, difficulty double precision, elapsed_days int, scheduled_days int, reps int,
        lapses int, last_review timestamptz, next_review timestamptz, is_ignored boolean, history_count int,
        recent_retention jsonb, correct_count int, reviewed_count int)
      JOIN words w ON w.id = r.word_id
      ON CONFLICT (user_id, word_id) DO UPDATE SET
        sub_deck_id = excluded.sub_deck_id, state = excluded.state, learning_steps = excluded.learning_steps,
        stability = excluded.stability, difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
        scheduled_days = excluded.scheduled_days, reps = excluded.reps, lapses = excluded.lapses,
        last_review = excluded.last_review, next_review = excluded.next_review, is_ignored = excluded.is_ignored,
        history_count = excluded.history_count, recent_retention = excluded.recent_retention,
        correct_count = excluded.correct_count, reviewed_count = excluded.reviewed_count, updated_at = now()
      WHERE user_word_progress.last_review IS NULL
        OR (excluded.last_review IS NOT NULL AND user_word_progress.last_review <= excluded.last_review)`);
  }
}

/** Every imported review, once: a review imported before (same source id) is skipped. */
export async function writeReviews(tx: Db, userId: string, words: PlannedWord[], ids: Map<string, number>) {
  const rows = words.flatMap((w) =>
    w.logs.map((l) => ({
      word_id: ids.get(w.key),
      source_id: l.sourceId,
      reviewed_at: l.reviewedAt.toISOString(),
      kind: l.kind,
      rating: l.rating,
      state_before: l.stateBefore,
      state: l.state,
      due: l.due.toISOString(),
      stability: l.stability,
      difficulty: l.difficulty,
      elapsed_days: l.elapsedDays,
      last_elapsed_days: l.lastElapsedDays,
      scheduled_days: l.scheduledDays,
      learning_steps: l.learningSteps,
      duration_ms: l.durationMs,
      first_answer_correct: l.firstAnswerCorrect,
    })),
  );
  let inserted = 0;
  for (const part of chunks(rows, 1000)) {
    const result = await tx.execute(sql`
      INSERT INTO review_logs (user_id, word_id, sub_deck_id, source_id, reviewed_at, kind, rating, mode, state_before,
        state, due, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps,
        duration_ms, first_answer_correct, actual_retention)
      SELECT ${userId}, r.word_id, w.sub_deck_id, r.source_id, r.reviewed_at, r.kind, r.rating, 'IMPORT', r.state_before,
        r.state, r.due, r.stability, r.difficulty, r.elapsed_days, r.last_elapsed_days, r.scheduled_days,
        r.learning_steps, r.duration_ms, r.first_answer_correct,
        CASE WHEN r.rating = 1 THEN 0 WHEN r.rating > 1 THEN 1 ELSE 0 END
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS r(word_id int, source_id text, reviewed_at timestamptz,
        kind text, rating smallint, state_before smallint, state smallint, due timestamptz, stability double precision,
        difficulty double precision, elapsed_days int, last_elapsed_days int, scheduled_days int,
        learning_steps smallint, duration_ms int, first_answer_correct boolean)
      JOIN words w ON w.id = r.word_id
      ON CONFLICT (user_id, source_id) DO NOTHING
      RETURNING 1`);
    inserted += rowsOf(result).length;
  }
  return inserted;
}
