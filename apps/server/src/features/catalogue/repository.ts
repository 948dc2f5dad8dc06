import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { languageDecks, subDecks, words } from "../../db/schema";

export interface LanguageSummary {
  id: string;
  flagCode: string;
  description: string;
  speechLang: string;
  specialCharacters: string[];
  credits: string;
  deckCount: number;
  writingDeckCount: number;
  wordCount: number;
}

export function createCatalogueRepository(db: Db) {
  return {
    /** Every language with its deck and word counts, ordered by id (a dozen or two rows). */
    async listLanguages(): Promise<LanguageSummary[]> {
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
        })
        .from(languageDecks)
        .leftJoin(subDecks, eq(subDecks.languageId, languageDecks.id))
        .groupBy(languageDecks.id)
        .orderBy(asc(languageDecks.id));
    },

    async listSubDecks(languageId: string, kind: "words" | "writing" | "all") {
      const conditions = [eq(subDecks.languageId, languageId)];
      if (kind !== "all") conditions.push(eq(subDecks.isWritingDeck, kind === "writing"));
      return db
        .select()
        .from(subDecks)
        .where(and(...conditions))
        .orderBy(asc(subDecks.position), asc(subDecks.name));
    },

    async languageExists(languageId: string): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(languageDecks).where(eq(languageDecks.id, languageId));
      return (row?.n ?? 0) > 0;
    },

    async getSubDeck(subDeckId: string) {
      const [row] = await db
        .select({
          id: subDecks.id,
          name: subDecks.name,
          description: subDecks.description,
          wordCount: subDecks.wordCount,
          languageId: subDecks.languageId,
          isWritingDeck: subDecks.isWritingDeck,
          flagCode: languageDecks.flagCode,
          speechLang: languageDecks.speechLang,
          specialCharacters: languageDecks.specialCharacters,
        })
        .from(subDecks)
        .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
        .where(eq(subDecks.id, subDeckId));
      return row ?? null;
    },

    async listWords(subDeckId: string, offset: number, limit: number) {
      return db
        .select({
          id: words.id,
          order: words.order,
          originalWord: words.originalWord,
          translation: words.translation,
          pinyin: words.pinyin,
        })
        .from(words)
        .where(eq(words.subDeckId, subDeckId))
        .orderBy(asc(words.order))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
