import { and, asc, eq, gt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { subDecks, words } from "../../db/schema";
import { EXPORT_PAGE_ROWS } from "./keyset";

/** What the exports read of a word: where it is, its key, and what every export writes of it. */
const wordFields = {
  ownDeckId: subDecks.ownDeckId,
  setId: words.subDeckId,
  id: words.id,
  position: words.order,
  key: words.key,
  term: words.originalWord,
  translation: words.translation,
  reading: words.pinyin,
  audioFile: words.audioFile,
  kind: words.kind,
  /** A cloze item: its note's root (null for the root), its text with the gap, number and hint. */
  noteWordId: words.noteWordId,
  sentence: words.sentence,
  clozeNumber: words.clozeNumber,
  clozeHint: words.clozeHint,
  /** A mined word's context: the sentence's meaning, its recording and a picture (names in `own_media`). */
  sentenceMeaning: words.sentenceMeaning,
  sentenceAudioFile: words.sentenceAudioFile,
  pictureFile: words.pictureFile,
};

type WordCursor = { position: number; id: number };

function afterWord(after: WordCursor | null) {
  if (!after) return undefined;
  return or(gt(words.order, after.position), and(eq(words.order, after.position), gt(words.id, after.id)));
}

function wordPage(db: Db, ownDeckId: string, after: WordCursor | null, size: number, notes: boolean) {
  return db
    .select(wordFields)
    .from(words)
    .innerJoin(subDecks, eq(subDecks.id, words.subDeckId))
    .where(and(eq(subDecks.ownDeckId, ownDeckId), afterWord(after), notes ? ne(words.kind, "production") : undefined))
    .orderBy(asc(words.order), asc(words.id))
    .limit(size);
}

export type ExportedWord = Awaited<ReturnType<typeof wordPage>>[number];

export interface WordPageOptions {
  size?: number;
  /**
   * One row per note: a word's reversed direction (a 'production' item: the same fields, its own memory)
   * is left out, for the exports that write it as the note's second card, or not at all (a word list).
   */
  notesOnly?: boolean;
}

/**
 * The words of an own deck, in order (position, then id), a page at a time: each page starts after the last
 * word of the one before, so a deck of any size is read with one page in memory.
 */
export async function* ownDeckWordPages(
  db: Db,
  ownDeckId: string,
  { size = EXPORT_PAGE_ROWS, notesOnly = false }: WordPageOptions = {},
): AsyncGenerator<ExportedWord[]> {
  let after: WordCursor | null = null;
  for (;;) {
    const rows: ExportedWord[] = await wordPage(db, ownDeckId, after, size, notesOnly);
    const last = rows.at(-1);
    if (!last) return;
    after = { position: last.position, id: last.id };
    yield rows;
    if (rows.length < size) return;
  }
}
