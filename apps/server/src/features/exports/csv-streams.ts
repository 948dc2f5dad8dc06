import { deckCsvHeader, deckCsvRows, reviewsCsvHeader, reviewsCsvRows } from "@app/import-reader";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reviewLogs } from "../../db/schema";
import { ownDeckWordPages } from "./deck-words";
import { keysetPages } from "./keyset";

/**
 * A deck as CSV, a page of words at a time; a BOM first so spreadsheet programs read the UTF-8 as UTF-8.
 * A word list has one line per word: a reversed direction would repeat its word's line.
 */
export async function* deckCsv(db: Db, deck: { id: string; hasReading: boolean }): AsyncGenerator<string> {
  yield `\ufeff${deckCsvHeader(deck.hasReading)}`;
  for await (const page of ownDeckWordPages(db, deck.id, { notesOnly: true })) {
    const rows = deckCsvRows(page, deck.hasReading);
    if (rows) yield rows;
  }
}

/** The learner's review log as the FSRS tools' CSV, oldest first, a page of reviews at a time. */
export async function* reviewsCsv(db: Db, userId: string): AsyncGenerator<string> {
  yield reviewsCsvHeader();
  const pages = keysetPages(db, reviewLogs, eq(reviewLogs.userId, userId), [
    { column: reviewLogs.reviewedAt, type: "timestamptz" },
    { column: reviewLogs.id, type: "uuid" },
  ]);
  for await (const page of pages) {
    const rows = reviewsCsvRows(page);
    if (rows) yield rows;
  }
}
