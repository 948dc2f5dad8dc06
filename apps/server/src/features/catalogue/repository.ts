import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { languageDecks, ownDecks, studyItems, subDecks, users } from "../../db/schema";
import {
  deckListColumns,
  itemOrder,
  learnerItemsSql,
  practiceOnSql,
  setWordsSql,
  shownItemColumns,
} from "../../db/selections";
import { deckListed, deckVisibleTo } from "../own-decks";

export function createCatalogueRepository(db: Db) {
  return {
    /**
     * Every language with listed decks (the catalogue's and public own decks), with its deck and word counts,
     * ordered by id. A language made for private own decks only is not shown.
     */
    async listLanguages() {
      return db
        .select({
          id: languageDecks.id,
          flagCode: languageDecks.flagCode,
          description: languageDecks.description,
          speechLang: languageDecks.speechLang,
          specialCharacters: languageDecks.specialCharacters,
          credits: languageDecks.credits,
          deckCount: sql<number>`count(${subDecks.id})::int`,
          writingDeckCount: sql<number>`count(${subDecks.id}) FILTER (WHERE ${subDecks.isWritingDeck})::int`,
          wordCount: sql<number>`coalesce(sum(${subDecks.wordCount}), 0)::int`,
          words: sql<number>`coalesce(sum(${setWordsSql}), 0)::int`,
        })
        .from(languageDecks)
        .innerJoin(subDecks, and(eq(subDecks.languageId, languageDecks.id), deckListed()))
        .groupBy(languageDecks.id)
        .orderBy(asc(languageDecks.id));
    },

    async listSubDecks(languageId: string, kind: "words" | "writing" | "all") {
      const conditions = [eq(subDecks.languageId, languageId), deckListed()];
      if (kind !== "all") conditions.push(eq(subDecks.isWritingDeck, kind === "writing"));
      // Catalogue decks first (in their order), then learners' public decks with their author's name.
      return db
        .select({ ...deckListColumns, ownDeckId: subDecks.ownDeckId, authorName: users.name })
        .from(subDecks)
        .leftJoin(ownDecks, eq(ownDecks.id, subDecks.ownDeckId))
        .leftJoin(users, eq(users.id, ownDecks.ownerId))
        .where(and(...conditions))
        .orderBy(sql`${subDecks.ownDeckId} IS NOT NULL`, asc(subDecks.position), asc(subDecks.name));
    },

    async languageExists(languageId: string): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(languageDecks).where(eq(languageDecks.id, languageId));
      return (row?.n ?? 0) > 0;
    },

    /**
     * One deck, or null when it does not exist or `viewerId` may not see it (`deckVisibleTo`). Its `wordCount`
     * is the items this learner studies in it (with Production practice on, its production items too).
     */
    async getSubDeck(subDeckId: string, viewerId: string) {
      const [row] = await db
        .select({
          id: subDecks.id,
          name: subDecks.name,
          description: subDecks.description,
          wordCount: learnerItemsSql(viewerId),
          words: setWordsSql,
          languageId: subDecks.languageId,
          isWritingDeck: subDecks.isWritingDeck,
          flagCode: languageDecks.flagCode,
          speechLang: languageDecks.speechLang,
          specialCharacters: languageDecks.specialCharacters,
          ownDeckId: subDecks.ownDeckId,
          /** The viewer has Production practice on: the deck's production items are among what they study. */
          practiceOn: sql<boolean>`${practiceOnSql(viewerId)}`,
        })
        .from(subDecks)
        .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
        .where(and(eq(subDecks.id, subDeckId), deckVisibleTo(viewerId)));
      return row ?? null;
    },

    /** A page of the deck's items in deck order (a word's production after it, and only with `practiceOn`). */
    async listWords(subDeckId: string, offset: number, limit: number, practiceOn: boolean) {
      const rows = await db
        .select({
          ...shownItemColumns,
          minedAt: studyItems.minedAt,
          sentence: studyItems.sentence,
          sentenceMeaning: studyItems.sentenceMeaning,
        })
        .from(studyItems)
        .where(
          and(eq(studyItems.subDeckId, subDeckId), practiceOn ? undefined : eq(studyItems.direction, "recognition")),
        )
        .orderBy(...itemOrder)
        .offset(offset)
        .limit(limit);
      // A mined word (own decks fed by a mining tool) carries its sentence; other words stay as they were.
      return rows.map(({ minedAt, sentence, sentenceMeaning, ...word }) =>
        minedAt ? { ...word, minedAt: minedAt.toISOString(), sentence, sentenceMeaning } : word,
      );
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
