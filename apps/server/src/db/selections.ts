import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { studyItems, subDecks, userWordProgress } from "./schema";

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
 * Whether the learner studies the row `alias` — of `study_items`, or of `user_word_progress` or `review_logs`
 * (each row says its direction): a word's recognition always, its production only with Production practice on.
 */
export const studiedBySql = (alias: string, userId: string): SQL =>
  sql`(${sql.raw(alias)}.direction = 'recognition' OR ${practiceOnSql(userId)})`;

/** The production items of the set (the query's `sub_decks` row): see `studyItems`. */
const setProductionItemsSql = sql`(SELECT count(*)::int FROM study_items pi
  WHERE pi.sub_deck_id = "sub_decks"."id" AND pi.direction = 'production')`;

/** The items of the set (the query's `sub_decks` row) the learner studies: its production items with it on. */
export const learnerItemsSql = (userId: string) =>
  sql<number>`("sub_decks"."word_count" + CASE WHEN ${practiceOnSql(userId)} THEN ${setProductionItemsSql} ELSE 0 END)`;

/**
 * The study item a progress (or review-log) row `alias` is about, as a join condition on `study_items` `item`,
 * for a query that starts from the rows: by word and direction, which each branch of the view finds by its
 * word's key.
 */
export const itemOfRowSql = (item: string, alias: string): SQL =>
  sql.raw(`(${item}.word_id = ${alias}.word_id AND ${item}.direction = ${alias}.direction)`);

/**
 * The learner's progress row `progress` on the item `item` of `study_items`, as a join condition, for a query
 * that starts from the items: by the item's id, which the learner's unique (user, item) index finds.
 */
export const progressOfItemSql = (progress: string, item: string): SQL => sql.raw(`${progress}.item_id = ${item}.id`);

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

/** A learner's progress rows on one deck (of what they study: see studiedBySql), narrowed further by `more`. */
export const learnerDeckProgress = (userId: string, subDeckId: string, ...more: (SQL | undefined)[]) =>
  and(
    eq(userWordProgress.userId, userId),
    eq(userWordProgress.subDeckId, subDeckId),
    studiedBySql('"user_word_progress"', userId),
    ...more,
  );

/** An item as a deck's word list and a study session show it (`studyItems`: `id` is the item's id). */
export const shownItemColumns = {
  id: studyItems.id,
  order: studyItems.order,
  originalWord: studyItems.originalWord,
  translation: studyItems.translation,
  pinyin: studyItems.pinyin,
  hasAudio: sql<boolean>`${studyItems.audioFile} IS NOT NULL`,
  kind: studyItems.kind,
  clozeNumber: studyItems.clozeNumber,
  noteWordId: studyItems.noteWordId,
};

/** Items in deck order: by place, a word's recognition before its production ('recognition' > 'production'). */
export const itemOrder = [asc(studyItems.order), asc(studyItems.wordId), desc(studyItems.direction)];
