import { OWN_DECK_SET_SIZE } from "@app/domain/create/own-deck";
import { setName } from "@app/domain/create/sets";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { executeRows } from "../../db/execute-rows";

/** Set ids are the deck id and the set's number: no lookups needed to know where a position lives. */
export function setId(deckId: string, index: number): string {
  return `${deckId}-${index + 1}`;
}

/**
 * The deck's items in deck order: `pos` their position (0..n-1), `at` the position that says their set — their
 * note's first item's, so that a set boundary never parts a word from its reversed direction or a sentence's
 * clozes from each other (siblings are spaced within a set's sessions). A set may then hold a few items more
 * than OWN_DECK_SET_SIZE. A word's production direction has no place of its own: it is its word's.
 */
const placedItems = (deckId: string) => sql`
  WITH ordered AS (
    SELECT w.id, w.sub_deck_id AS was, w.note_word_id AS root,
      (row_number() OVER (ORDER BY w."order", w.id) - 1)::int AS pos
    FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id WHERE s.own_deck_id = ${deckId}
  ), placed AS (
    SELECT o.id, o.was, o.pos, least(o.pos, coalesce(r.pos, o.pos)) AS at
    FROM ordered o LEFT JOIN ordered r ON r.id = o.root
  )`;

/**
 * Splits an own deck's words into sets of OWN_DECK_SET_SIZE in deck order (a note's items kept together), after
 * any change of its words or their order. Runs inside the caller's transaction. Words that move to another set take every learner's
 * progress and review log with them; a set that appears is added to every collection holding the deck;
 * empty trailing sets go (the first set always stays, so an empty deck can still be opened).
 */
export async function rebalanceSets(
  tx: DbOrTx,
  deck: { id: string; name: string; languageId: string; writing: boolean },
): Promise<void> {
  const [counted] = await executeRows<{ last: number | null }>(
    tx,
    sql`${placedItems(deck.id)} SELECT max(at)::int AS last FROM placed`,
  );
  const last = counted?.last ?? null;
  const total = last === null ? 1 : Math.floor(last / OWN_DECK_SET_SIZE) + 1;
  const sets = Array.from({ length: total }, (_, index) => ({
    id: setId(deck.id, index),
    name: setName(deck.name, index, total),
    position: index + 1,
  }));
  const setsJson = JSON.stringify(sets);

  // Every set the words will need, named for the new total.
  await tx.execute(sql`
    INSERT INTO sub_decks (id, language_id, name, description, word_count, is_writing_deck, position, own_deck_id)
    SELECT s.id, ${deck.languageId}, s.name, '', 0, ${deck.writing}, s.position, ${deck.id}
    FROM jsonb_to_recordset(${setsJson}::jsonb) AS s(id text, name text, position int)
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, language_id = excluded.language_id,
      is_writing_deck = excluded.is_writing_deck`);

  // Positions 0..n-1 in deck order, and the set each position belongs to; how many words changed set.
  const [moved] = await executeRows<{ n: number }>(
    tx,
    sql`
    ${placedItems(deck.id)}, changed AS (
      UPDATE words w SET "order" = o.pos, sub_deck_id = ${deck.id} || '-' || (o.at / ${OWN_DECK_SET_SIZE} + 1)::text
      FROM placed o
      WHERE w.id = o.id
        AND (w."order" <> o.pos OR w.sub_deck_id <> ${deck.id} || '-' || (o.at / ${OWN_DECK_SET_SIZE} + 1)::text)
      RETURNING w.sub_deck_id <> o.was AS other_set
    )
    SELECT count(*) FILTER (WHERE other_set)::int AS n FROM changed`,
  );

  // Progress and reviews follow their word (their set always is their word's: nothing to do when none moved,
  // which spares scanning a heavy learner's whole review log after an import that wrote words in place).
  if (Number(moved?.n ?? 0) > 0) {
    const ofDeck = sql`(SELECT id FROM sub_decks WHERE own_deck_id = ${deck.id})`;
    await tx.execute(sql`
      UPDATE user_word_progress p SET sub_deck_id = w.sub_deck_id
      FROM words w WHERE p.word_id = w.id AND p.sub_deck_id <> w.sub_deck_id AND w.sub_deck_id IN ${ofDeck}`);
    await tx.execute(sql`
      UPDATE review_logs r SET sub_deck_id = w.sub_deck_id
      FROM words w WHERE r.word_id = w.id AND r.sub_deck_id <> w.sub_deck_id AND w.sub_deck_id IN ${ofDeck}`);
  }

  // Whoever holds one set of the deck holds them all.
  await tx.execute(sql`
    INSERT INTO user_decks (user_id, sub_deck_id)
    SELECT DISTINCT ud.user_id, s.id FROM user_decks ud
    JOIN sub_decks held ON held.id = ud.sub_deck_id AND held.own_deck_id = ${deck.id}
    JOIN sub_decks s ON s.own_deck_id = ${deck.id} AND s.position <= ${total}
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO time_rush_scores (user_id, sub_deck_id)
    SELECT ud.user_id, ud.sub_deck_id FROM user_decks ud
    JOIN sub_decks s ON s.id = ud.sub_deck_id AND s.own_deck_id = ${deck.id}
    ON CONFLICT DO NOTHING`);

  // A set that goes takes its collection entries and Time Rush best scores with it, but never a learner's
  // saved sessions (their review log hangs on them) or games: those move to the first set.
  const gone = sql`(SELECT id FROM sub_decks WHERE own_deck_id = ${deck.id} AND position > ${total})`;
  const first = setId(deck.id, 0);
  await tx.execute(sql`UPDATE study_sessions SET sub_deck_id = ${first} WHERE sub_deck_id IN ${gone}`);
  await tx.execute(sql`UPDATE time_rush_games SET sub_deck_id = ${first} WHERE sub_deck_id IN ${gone}`);
  await tx.execute(sql`DELETE FROM sub_decks WHERE own_deck_id = ${deck.id} AND position > ${total}`);
  await tx.execute(sql`
    UPDATE sub_decks s SET word_count = (SELECT count(*)::int FROM words w WHERE w.sub_deck_id = s.id)
    WHERE s.own_deck_id = ${deck.id}`);
}
