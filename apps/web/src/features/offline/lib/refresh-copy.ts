import { getDeckProgressOnline } from "../../decks/api/get-deck-progress";
import { getAllSubDeckWordsOnline } from "../../decks/api/get-sub-deck-words";
import type { DeckProgress, MyDeck, Word } from "../../decks/types";
import { getStudySessionOnline } from "../../study/api/get-study-session";
import type { OfflineDeck } from "./offline-session";
import { keepDeck } from "./offline-study-store";
import { askPersistentStorage } from "./persistent-storage";

/** What the caller has already read from the server (not read again). */
export interface KnownParts {
  page?: { progress: DeckProgress; words: Word[] };
  listing?: MyDeck;
}

/**
 * Reads a deck's copy again from the server and keeps it on the device: its next new words, its learned
 * words with their progress, its deck page (every word and its progress) and its My Decks entry. One
 * request at a time, so a copy never competes with what the screen is loading. Throws when the server
 * cannot be reached (the copy kept before stays).
 */
export async function refreshCopy(
  userId: string,
  subDeckId: string,
  previous: OfflineDeck | null,
  known: KnownParts = {},
  now: () => number = Date.now,
): Promise<OfflineDeck> {
  const learnNew = await getStudySessionOnline("learn-new", subDeckId);
  const learned = await getStudySessionOnline("time-rush", subDeckId);
  const progress = known.page?.progress ?? (await getDeckProgressOnline(subDeckId));
  const words = known.page?.words ?? (await getAllSubDeckWordsOnline(subDeckId));
  const copy: OfflineDeck = {
    learnNew,
    learned,
    savedAt: now(),
    recordingsAt: previous?.recordingsAt,
    page: { progress, words },
    listing: known.listing ?? previous?.listing,
  };
  await keepDeck(userId, subDeckId, copy);
  void askPersistentStorage();
  return copy;
}
