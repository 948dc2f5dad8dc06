import { asc, eq, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";
import { subDecks, words } from "../../db/schema";

/** What every export writes of a word. */
const wordFields = {
  term: words.originalWord,
  translation: words.translation,
  reading: words.pinyin,
  audioFile: words.audioFile,
};

/** The words of the own decks `where` picks (a condition on `sub_decks`), in order, after the `leading` fields. */
export function ownDeckWords<F extends SelectedFields>(db: Db, leading: F, where: SQL | undefined) {
  return db
    .select({ ...leading, ...wordFields })
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(where)
    .orderBy(asc(words.order));
}
