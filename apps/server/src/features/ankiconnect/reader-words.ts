import type { ReaderPick, ReaderPickResult } from "@app/domain/reader/picks";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../../db/execute-rows";
import type { MiningDeck } from "./mining-deck";
import { type MappedNote, mapNote, NoteError, WORD_MODEL } from "./models";
import { MINE } from "./rows";
import { addMinedWord } from "./write";

/** Words one request may add: "the 20 most frequent" at most. */
export const READER_PICKS_MAX = 20;

/**
 * Which picks become words (pure): a word the learner has in any own deck is a duplicate (AnkiConnect's default
 * scope, the collection), as is the same word picked twice; each other pick is mapped as a "Lexistep Word" note.
 */
export function planReaderPicks(picks: readonly ReaderPick[], existing: ReadonlySet<string>) {
  const seen = new Set(existing);
  const add: MappedNote[] = [];
  const duplicates: string[] = [];
  const refused: { term: string; reason: string }[] = [];
  for (const pick of picks) {
    const key = pick.term.trim().toLowerCase();
    if (seen.has(key)) {
      duplicates.push(pick.term);
      continue;
    }
    seen.add(key);
    try {
      add.push(mapNote(WORD_MODEL, { Word: pick.term, Meaning: pick.meaning, Sentence: pick.sentence ?? "" }));
    } catch (error) {
      if (!(error instanceof NoteError)) throw error;
      refused.push({ term: pick.term, reason: error.message });
    }
  }
  return { add, duplicates, refused };
}

async function readDeck(db: Db, userId: string, deckId: string): Promise<MiningDeck | null> {
  const [deck] = rowsOf<MiningDeck>(
    await db.execute(sql`
      SELECT id, name, term_language AS "termLanguage", writing, (extract(epoch FROM created_at) * 1000)::bigint AS "numericId"
      FROM own_decks WHERE owner_id = ${userId} AND id = ${deckId}`),
  );
  return deck ? { ...deck, numericId: Number(deck.numericId) } : null;
}

async function ownTerms(db: Db, userId: string, terms: string[]): Promise<Set<string>> {
  const lowered = JSON.stringify(terms.map((t) => t.trim().toLowerCase()));
  const rows = rowsOf<{ term: string }>(
    await db.execute(sql`
      SELECT DISTINCT lower(w.original_word) AS term ${MINE(userId)}
        AND lower(w.original_word) IN (SELECT jsonb_array_elements_text(${lowered}::jsonb))`),
  );
  return new Set(rows.map((r) => r.term));
}

/**
 * Adds a reader's picks to one of the learner's own decks through the mining path (the word with its sentence
 * as context, appended as a tool's note is): read the deck and the learner's words, plan, then write each.
 * Null when the deck is not the learner's.
 */
export async function addReaderWords(
  db: Db,
  userId: string,
  deckId: string,
  picks: readonly ReaderPick[],
  now: Date,
): Promise<ReaderPickResult | null> {
  const deck = await readDeck(db, userId, deckId);
  if (!deck) return null;
  const plan = planReaderPicks(
    picks,
    await ownTerms(
      db,
      userId,
      picks.map((p) => p.term),
    ),
  );
  const added: ReaderPickResult["added"] = [];
  const refused = [...plan.refused];
  for (const note of plan.add) {
    try {
      added.push({ term: note.term, id: await addMinedWord(db, userId, deck, note, now) });
    } catch (error) {
      // A full deck refuses the rest; what was added stays.
      if (!(error instanceof NoteError)) throw error;
      refused.push({ term: note.term, reason: error.message });
    }
  }
  return { added, duplicates: plan.duplicates, refused };
}
