import { addWordCounts, type CountedProgress, countWords, type WordCounts } from "@app/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { executeRows } from "../../db/execute-rows";
import { subDecks } from "../../db/schema";
import { learnerItemsSql, setWordsSql, studiedBySql } from "../../db/selections";
import { deckVisibleTo } from "../own-decks";

/**
 * Whether the learner marked the progress row's word "Already know" in Learn New: the save logs it as
 * a review of kind "known" of the same item (found through the known-marks index of review_logs). `progress` is the
 * alias of user_word_progress in the query.
 */
export function markedKnownSql(progress: string): SQL {
  const p = sql.raw(progress);
  return sql`EXISTS (SELECT 1 FROM review_logs k
    WHERE k.user_id = ${p}.user_id AND k.item_id = ${p}.item_id AND k.kind = 'known')`;
}

/** One deck (a catalogue deck, or one set of an own deck) of the learner's collection, with its counts. */
export interface DeckWordCounts {
  subDeckId: string;
  languageId: string;
  flagCode: string;
  /** The own deck this set belongs to; null for catalogue decks. */
  ownDeckId: string | null;
  /** The words (notes) it holds; `counts.total` is its items (what is studied: a word's directions, clozes). */
  words: number;
  counts: WordCounts;
}

/** Whether any of the decks holds more items than words: counts of what is studied are then said as items. */
export function countsItems(decks: readonly DeckWordCounts[]): boolean {
  return decks.some((d) => d.counts.total > d.words);
}

/** One group of alike progress rows: state, due now or not, ignored, marked known, and how many. */
type GroupTuple = [state: number, due: boolean, isIgnored: boolean, markedKnown: boolean, count: number];

/**
 * The counts of every deck in the learner's collection (or of the ones named), in one query: the
 * word total and the progress rows grouped by state, due now, ignore flag and "Already know" mark (a
 * handful of rows per deck, however many words it has), counted by the domain's `countWords` so that
 * no screen has a definition of its own. Home's cards, the deck
 * page, Stats and the catch-up plan all read through here. Decks hidden from the learner (an own
 * deck made private by its owner) are left out, as they are from the collection list.
 */
export async function readWordCounts(
  db: Db,
  userId: string,
  now: Date,
  options: { subDeckIds?: readonly string[] } = {},
): Promise<DeckWordCounts[]> {
  const only =
    options.subDeckIds === undefined
      ? sql``
      : options.subDeckIds.length === 0
        ? sql`AND false`
        : sql`AND ud.sub_deck_id IN (${sql.join(
            options.subDeckIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const rows = await executeRows<RawRow>(
    db,
    sql`
    SELECT ud.sub_deck_id AS "subDeckId", ${subDecks.languageId} AS "languageId", lang.flag_code AS "flagCode",
      ${subDecks.ownDeckId} AS "ownDeckId", ${learnerItemsSql(userId)} AS "wordCount", ${setWordsSql} AS "words",
      (SELECT coalesce(json_agg(json_build_array(g.state, g.due, g.is_ignored, g.known, g.n)), '[]')::text
        FROM (SELECT p.state, coalesce(p.next_review <= ${now.toISOString()}::timestamptz, false) AS due, p.is_ignored,
                CASE WHEN p.state NOT IN (0, 1) AND NOT p.is_ignored THEN ${markedKnownSql("p")} ELSE false END AS known,
                count(*)::int AS n
              FROM user_word_progress p WHERE p.user_id = ud.user_id AND p.sub_deck_id = ud.sub_deck_id
                AND ${studiedBySql("p", userId)}
              GROUP BY 1, 2, 3, 4) g) AS "progress"
    FROM user_decks ud JOIN ${subDecks} ON ${subDecks.id} = ud.sub_deck_id
      JOIN language_decks lang ON lang.id = ${subDecks.languageId}
    WHERE ud.user_id = ${userId} AND ${deckVisibleTo(userId)} ${only}
    ORDER BY ud.sub_deck_id`,
  );
  return rows.map((row) => ({
    subDeckId: row.subDeckId,
    languageId: row.languageId,
    flagCode: row.flagCode,
    ownDeckId: row.ownDeckId,
    words: Number(row.words),
    counts: countWords(Number(row.wordCount), progressOf(row.progress, now), now),
  }));
}

interface RawRow {
  subDeckId: string;
  languageId: string;
  flagCode: string;
  ownDeckId: string | null;
  wordCount: number | string;
  words: number | string;
  progress: string;
}

/**
 * The groups as the domain's counting reads them. Whether a group is due was decided against `now` in
 * the query, so a due group's next review is `now` itself and a group not due has none.
 */
function progressOf(json: string, now: Date): CountedProgress[] {
  return (JSON.parse(json) as GroupTuple[]).map(([state, due, isIgnored, markedKnown, count]) => ({
    state,
    nextReview: due ? now : null,
    isIgnored,
    markedKnown,
    count,
  }));
}

/** Every deck's counts together: the learner's totals (Stats' Learned Words, the catch-up backlog). */
export function totalWordCounts(decks: readonly DeckWordCounts[]): WordCounts {
  return addWordCounts(decks.map((d) => d.counts));
}

/** The language with the most learned words (ties: the first by id), with that number; null if none. */
export function topLearnedLanguage(decks: readonly DeckWordCounts[]): TopLanguage | null {
  const byLanguage = new Map<string, TopLanguage>();
  for (const deck of decks) {
    const seen = byLanguage.get(deck.languageId);
    const learned = (seen?.learned ?? 0) + deck.counts.learned;
    byLanguage.set(deck.languageId, { languageId: deck.languageId, flagCode: deck.flagCode, learned });
  }
  let top: TopLanguage | null = null;
  for (const language of [...byLanguage.values()].sort((a, b) => a.languageId.localeCompare(b.languageId))) {
    if (language.learned > 0 && (!top || language.learned > top.learned)) top = language;
  }
  return top;
}

interface TopLanguage {
  languageId: string;
  flagCode: string;
  learned: number;
}
