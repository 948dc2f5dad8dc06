import { and, eq, type SQL, sql } from "drizzle-orm";
import { subDecks, userWordProgress, words } from "./schema";

/** Column selections several features read alike. */

/**
 * Whether the row `alias` of `words` counts as a word (a note) — the domain's `countsAsWord`: a 'word' item or a
 * cloze note's root. A reversed direction or a note's other clozes are items, not words.
 */
export const countsAsWordSql = (alias: string): SQL => {
  const w = sql.raw(alias);
  return sql`(${w}.kind = 'word' OR (${w}.kind = 'cloze' AND ${w}.note_word_id IS NULL))`;
};

/**
 * The words (notes) a set holds, beside its items (`sub_decks.word_count`, every row: what is studied). A
 * catalogue deck's rows are all words; an own deck's set is counted (at most OWN_DECK_SET_SIZE rows). The
 * table is named by hand: without a join the query builder would write its columns unqualified.
 */
export const setWordsSql = sql<number>`(CASE WHEN "sub_decks"."own_deck_id" IS NULL THEN "sub_decks"."word_count"
  ELSE (SELECT count(*)::int FROM words nw WHERE nw.sub_deck_id = "sub_decks"."id" AND ${countsAsWordSql("nw")}) END)`;

/**
 * Whether the learner has Production practice on. It names no outer row, so the database works it out once
 * per query, however many rows ask.
 */
export const practiceOnSql = (userId: string): SQL =>
  sql`coalesce((SELECT fs.production_practice FROM fsrs_settings fs WHERE fs.user_id = ${userId}), false)`;

/**
 * Whether the learner studies the row `alias` (of `words`, or of `user_word_progress`, which copies the flag):
 * a production-practice item (`practice-items.ts`) only with Production practice on; anything else always.
 */
export const studiedBySql = (alias: string, userId: string): SQL =>
  sql`(NOT ${sql.raw(alias)}.practice OR ${practiceOnSql(userId)})`;

/** The items of the set (the query's `sub_decks` row) the learner studies: its production practice's with it on. */
export const learnerItemsSql = (userId: string) =>
  sql<number>`("sub_decks"."word_count" + CASE WHEN ${practiceOnSql(userId)} THEN "sub_decks"."practice_count" ELSE 0 END)`;

/** A deck as deck lists show it. */
export const deckListColumns = {
  id: subDecks.id,
  languageId: subDecks.languageId,
  name: subDecks.name,
  description: subDecks.description,
  wordCount: subDecks.wordCount,
  /** Words (notes) beside `wordCount`'s items: see setWordsSql. */
  words: setWordsSql,
  isWritingDeck: subDecks.isWritingDeck,
  position: subDecks.position,
};

/** A word as a deck's word list and a study session show it; a recording, if any, plays from /api/words/{id}/audio. */
export const shownWordColumns = {
  id: words.id,
  order: words.order,
  originalWord: words.originalWord,
  translation: words.translation,
  pinyin: words.pinyin,
  hasAudio: sql<boolean>`${words.audioFile} IS NOT NULL`,
  /** What is studied (a word, its reversed direction, a cloze with its number) and the note's first item. */
  kind: words.kind,
  clozeNumber: words.clozeNumber,
  noteWordId: words.noteWordId,
};

/** A learner's progress rows on one deck (of what they study: see studiedBySql), narrowed further by `more`. */
export const learnerDeckProgress = (userId: string, subDeckId: string, ...more: (SQL | undefined)[]) =>
  and(
    eq(userWordProgress.userId, userId),
    eq(userWordProgress.subDeckId, subDeckId),
    studiedBySql('"user_word_progress"', userId),
    ...more,
  );
