import { likePattern, SEARCH_MAX_DECKS, SEARCH_MAX_LANGUAGE_DECKS, SEARCH_MAX_WORDS } from "@app/domain/decks/search";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { languageDecks, subDecks, words } from "../../db/schema";
import { deckListColumns } from "../../db/selections";
import { deckListed } from "../own-decks";

const deckColumns = { ...deckListColumns, flagCode: languageDecks.flagCode };

/**
 * Decks (by name, description or language name) and words (term, reading, meaning) of every
 * language; exact matches first. A search naming a language lists all of its decks, not 10 of them.
 */
export function createSearchRepository(db: Db) {
  return {
    async search(q: string) {
      const pattern = likePattern(q);
      const lower = q.toLowerCase();
      const languageNamed = await db
        .select({ id: languageDecks.id })
        .from(languageDecks)
        .where(ilike(languageDecks.id, pattern))
        .limit(1);
      const [decks, found] = await Promise.all([
        db
          .select(deckColumns)
          .from(subDecks)
          .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
          .where(
            and(
              or(ilike(subDecks.name, pattern), ilike(subDecks.description, pattern), ilike(languageDecks.id, pattern)),
              deckListed(),
            ),
          )
          .orderBy(desc(sql`lower(${subDecks.name}) = ${lower}`), asc(subDecks.languageId), asc(subDecks.position))
          .limit(languageNamed.length > 0 ? SEARCH_MAX_LANGUAGE_DECKS : SEARCH_MAX_DECKS),
        db
          .select({
            id: words.id,
            originalWord: words.originalWord,
            pinyin: words.pinyin,
            translation: words.translation,
            deck: deckColumns,
          })
          .from(words)
          .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
          .innerJoin(languageDecks, eq(languageDecks.id, subDecks.languageId))
          .where(
            and(
              or(ilike(words.originalWord, pattern), ilike(words.translation, pattern), ilike(words.pinyin, pattern)),
              deckListed(),
            ),
          )
          .orderBy(
            desc(sql`lower(${words.originalWord}) = ${lower} OR lower(${words.translation}) = ${lower}`),
            asc(sql`length(${words.originalWord})`),
            asc(words.id),
          )
          .limit(SEARCH_MAX_WORDS),
      ]);
      return { decks, words: found };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
