import { sql } from "drizzle-orm";
import { subDecks, words } from "./schema";

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
};
