import { and, eq, type SQL, sql } from "drizzle-orm";
import { subDecks, userWordProgress, words } from "./schema";

/** Column selections several features read alike. */

/** A deck as deck lists show it. */
export const deckListColumns = {
  id: subDecks.id,
  languageId: subDecks.languageId,
  name: subDecks.name,
  description: subDecks.description,
  wordCount: subDecks.wordCount,
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

/** A learner's progress rows on one deck, narrowed further by `more`. */
export const learnerDeckProgress = (userId: string, subDeckId: string, ...more: (SQL | undefined)[]) =>
  and(eq(userWordProgress.userId, userId), eq(userWordProgress.subDeckId, subDeckId), ...more);
