import type { Visibility } from "@app/domain/create/own-deck";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { ownDecks, subDecks, userDecks, users, words } from "../../db/schema";
import { countsAsWordSql, setWordsSql } from "../../db/selections";
import { ownDeckVisibleTo } from "./access";
import type { OwnDeckRow } from "./own-deck-row";

const authorName = sql<string>`coalesce(${users.displayUsername}, ${users.username}, ${users.name})`;
// Qualified by hand: without a join, the query builder writes the column unqualified, and inside the
// subquery "id" would then be the set's own id.
const deckWordCount = sql<number>`coalesce((SELECT sum(s.word_count) FROM sub_decks s WHERE s.own_deck_id = "own_decks"."id"), 0)::int`;
/** Its words (notes), beside the items `deckWordCount` counts. */
const deckWords = sql<number>`(SELECT count(*)::int FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id
  WHERE s.own_deck_id = "own_decks"."id" AND ${countsAsWordSql("w")})`;

function summary(row: OwnDeckRow & { wordCount: number; words: number }) {
  return {
    id: row.id,
    name: row.name,
    wordCount: row.wordCount,
    words: row.words,
    visibility: row.visibility as Visibility,
    hidden: row.hidden,
    termLanguage: row.termLanguage,
    translationLanguage: row.translationLanguage,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The deck's sets in order. */
export async function setsOf(q: DbOrTx, deckId: string) {
  return q
    .select({
      id: subDecks.id,
      name: subDecks.name,
      wordCount: subDecks.wordCount,
      words: setWordsSql,
      position: subDecks.position,
    })
    .from(subDecks)
    .where(eq(subDecks.ownDeckId, deckId))
    .orderBy(asc(subDecks.position));
}

/** The deck when `ownerId` owns it, else null. */
export async function ownedDeck(q: DbOrTx, ownerId: string, deckId: string): Promise<OwnDeckRow | null> {
  const [row] = await q
    .select()
    .from(ownDecks)
    .where(and(eq(ownDecks.id, deckId), eq(ownDecks.ownerId, ownerId)));
  return row ?? null;
}

async function languageOf(q: DbOrTx, subDeckId: string): Promise<string> {
  const [row] = await q.select({ id: subDecks.languageId }).from(subDecks).where(eq(subDecks.id, subDeckId));
  return row?.id ?? "";
}

/** The deck as its editor shows it: its fields, sets and word count. */
export async function fullDeck(q: DbOrTx, row: OwnDeckRow) {
  const sets = await setsOf(q, row.id);
  const wordCount = sets.reduce((sum, s) => sum + s.wordCount, 0);
  const words = sets.reduce((sum, s) => sum + s.words, 0);
  return {
    ...summary({ ...row, wordCount, words }),
    description: row.description,
    hasReading: row.hasReading,
    writing: row.writing,
    languageId: sets[0] ? await languageOf(q, sets[0].id) : "",
    source: row.source as "editor" | "csv" | "anki",
    createdAt: row.createdAt.toISOString(),
    sets,
  };
}

/** The owner's decks, last edited first. */
export async function listDecks(q: DbOrTx, ownerId: string) {
  const rows = await q
    .select({ deck: ownDecks, wordCount: deckWordCount, words: deckWords })
    .from(ownDecks)
    .where(eq(ownDecks.ownerId, ownerId))
    .orderBy(desc(ownDecks.updatedAt));
  return rows.map((r) => summary({ ...r.deck, wordCount: r.wordCount, words: r.words }));
}

/** Whether the viewer holds any of these sets in their collection. */
async function holdsAny(q: DbOrTx, viewerId: string, setIds: string[]): Promise<boolean> {
  const [held] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(userDecks)
    .where(and(eq(userDecks.userId, viewerId), inArray(userDecks.subDeckId, setIds)));
  return (held?.n ?? 0) > 0;
}

/** A deck as anyone may see it through its link (unlisted or public, not hidden), or its owner. */
export async function sharedDeck(q: DbOrTx, viewerId: string, deckId: string) {
  const [row] = await q
    .select({ deck: ownDecks, authorName, wordCount: deckWordCount, words: deckWords })
    .from(ownDecks)
    .innerJoin(users, eq(users.id, ownDecks.ownerId))
    .where(and(eq(ownDecks.id, deckId), ownDeckVisibleTo(viewerId)));
  if (!row) return null;
  const sets = await setsOf(q, deckId);
  return {
    id: row.deck.id,
    name: row.deck.name,
    description: row.deck.description,
    authorName: row.authorName,
    termLanguage: row.deck.termLanguage,
    translationLanguage: row.deck.translationLanguage,
    wordCount: row.wordCount,
    words: row.words,
    visibility: row.deck.visibility as Visibility,
    inCollection: await holdsAny(
      q,
      viewerId,
      sets.map((s) => s.id),
    ),
    sets: sets.map(({ id, name, wordCount, words }) => ({ id, name, wordCount, words })),
  };
}

/** A word as the editor shows it. */
const ownWordColumns = {
  id: words.id,
  term: words.originalWord,
  translation: words.translation,
  reading: words.pinyin,
  position: words.order,
  setId: words.subDeckId,
  hasAudio: sql<boolean>`${words.audioFile} IS NOT NULL`,
  kind: words.kind,
  clozeNumber: words.clozeNumber,
};

/**
 * How many items and words the deck has and the last position used (-1 when empty), in one read.
 */
export async function wordStats(q: DbOrTx, deckId: string) {
  const [row] = await q
    .select({
      count: sql<number>`count(*)::int`,
      words: sql<number>`(count(*) FILTER (WHERE ${countsAsWordSql('"words"')}))::int`,
      last: sql<number>`coalesce(max(${words.order}), -1)::int`,
    })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(eq(subDecks.ownDeckId, deckId));
  return { count: row?.count ?? 0, words: row?.words ?? 0, last: row?.last ?? -1 };
}

/** One page of the deck's words in deck order (as the editor shows them), and how many there are. */
export async function listWords(q: DbOrTx, deckId: string, offset: number, limit: number) {
  const rows = await q
    .select(ownWordColumns)
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(eq(subDecks.ownDeckId, deckId))
    .orderBy(asc(words.order), asc(words.id))
    .offset(offset)
    .limit(limit);
  return { items: rows, total: (await wordStats(q, deckId)).count };
}

/** The deck's words with these ids, in deck order (ids of other decks are left out). */
export async function wordsByIds(q: DbOrTx, deckId: string, ids: number[]) {
  if (ids.length === 0) return [];
  return q
    .select(ownWordColumns)
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(and(eq(subDecks.ownDeckId, deckId), inArray(words.id, ids)))
    .orderBy(asc(words.order));
}
