import type { ReaderWord } from "@app/domain/reader/analyse";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { languageDecks, subDecks, userDecks, userWordProgress, words } from "../../db/schema";
import { countsAsWordSql } from "../../db/selections";

/** A learner's words of one language this many at most (every deck of the language in their collection). */
export const READER_WORDS_MAX = 50_000;

/** Languages a text is guessed among: the learner's first this many (a collection rarely holds more). */
export const READER_GUESS_LANGUAGES = 8;

/** The languages of the learner's collection with their speech tags, those they study most first. */
export async function readLearnerLanguages(db: Db, userId: string): Promise<{ languageId: string; lang: string }[]> {
  const rows = await db
    .select({ languageId: languageDecks.id, lang: languageDecks.speechLang, decks: sql<number>`count(*)::int` })
    .from(userDecks)
    .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
    .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
    .where(eq(userDecks.userId, userId))
    .groupBy(languageDecks.id, languageDecks.speechLang)
    .orderBy(sql`count(*) DESC`, languageDecks.id)
    .limit(READER_GUESS_LANGUAGES);
  return rows.map(({ languageId, lang }) => ({ languageId, lang }));
}

/**
 * For each of the languages, how many of its text's words (`keysByLanguage`: the text keyed as that language
 * would) are terms of the learner's decks of it: one statement for all of them.
 */
export async function countKnownKeys(
  db: Db,
  userId: string,
  keysByLanguage: { languageId: string; keys: string[] }[],
): Promise<Map<string, number>> {
  const pairs = keysByLanguage.flatMap(({ languageId, keys }) => keys.map((key) => ({ l: languageId, k: key })));
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select({ languageId: subDecks.languageId, n: sql<number>`count(DISTINCT lower(${words.originalWord}))::int` })
    .from(userDecks)
    .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
    .innerJoin(words, eq(words.subDeckId, subDecks.id))
    .where(
      and(
        eq(userDecks.userId, userId),
        sql`(${subDecks.languageId}, lower(${words.originalWord})) IN (
          SELECT p->>'l', p->>'k' FROM jsonb_array_elements(${JSON.stringify(pairs)}::jsonb) p)`,
      ),
    )
    .groupBy(subDecks.languageId);
  return new Map(rows.map((r) => [r.languageId, r.n]));
}

/** The language's speech tag (BCP-47: what the text is segmented and stemmed by), or null when unknown. */
export async function readLanguageTag(db: Db, languageId: string): Promise<string | null> {
  const [row] = await db
    .select({ lang: languageDecks.speechLang })
    .from(languageDecks)
    .where(eq(languageDecks.id, languageId));
  return row?.lang ?? null;
}

/**
 * The words of every deck of the language in the learner's collection (catalogue and own), each with the
 * learner's memory of it: a word's meaning → word direction and a note's further clozes are the same word here.
 */
export async function readLearnerWords(db: Db, userId: string, languageId: string): Promise<ReaderWord[]> {
  const rows = await db
    .select({
      id: words.id,
      subDeckId: words.subDeckId,
      term: words.originalWord,
      translation: words.translation,
      reading: words.pinyin,
      state: userWordProgress.state,
      stability: userWordProgress.stability,
      lastReview: userWordProgress.lastReview,
      isIgnored: userWordProgress.isIgnored,
    })
    .from(userDecks)
    .innerJoin(subDecks, eq(subDecks.id, userDecks.subDeckId))
    .innerJoin(words, eq(words.subDeckId, subDecks.id))
    .leftJoin(userWordProgress, and(eq(userWordProgress.userId, userId), eq(userWordProgress.itemId, words.id)))
    .where(and(eq(userDecks.userId, userId), eq(subDecks.languageId, languageId), sql`${countsAsWordSql('"words"')}`))
    .limit(READER_WORDS_MAX);
  return rows.map((r) => ({
    id: r.id,
    subDeckId: r.subDeckId,
    term: r.term,
    translation: r.translation,
    reading: r.reading,
    progress:
      r.state === null
        ? null
        : { state: r.state, stability: r.stability, lastReview: r.lastReview, isIgnored: r.isIgnored ?? false },
  }));
}
