import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import { meRequest } from "../../../lib/me-request";
import { askPersistentStorage } from "../../../lib/persistent-storage";
import { unreachable } from "../../../lib/unreachable";
import { getDeckProgressOnline } from "../../../shared/api/get-deck-progress-online";
import { getMyDecksOnline } from "../../../shared/api/get-my-decks-online";
import { getStudySessionOnline } from "../../../shared/api/get-study-session-online";
import { getAllSubDeckWordsOnline } from "../../../shared/api/get-sub-deck-words-online";
import type { DeckProgress, MyDeck, Word } from "../../../shared/types";
import type { OfflineDeck } from "./offline-deck";
import { keepDeck } from "./offline-study-store";

/** What the caller has already read from the server (not read again). */
export interface KnownParts {
  page?: { progress: DeckProgress; words: Word[] };
  listing?: MyDeck;
  /** A save changes progress, not words: the words kept before serve (while the deck's size is the same). */
  wordsUnchanged?: boolean;
}

/**
 * Reads a deck's copy again from the server and keeps it on the device: its next new words, its learned
 * words with their progress, its deck page (every word and its progress) and its My Decks entry (of the
 * same moment: absent for a deck outside the collection). One
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
  // The copy keeps the deck's next new words whatever an exam plan leaves for today (a session built
  // offline cannot ask the plan).
  const learnNew = await getStudySessionOnline("learn-new", subDeckId, true);
  const learned = await getStudySessionOnline("time-rush", subDeckId);
  const progress = known.page?.progress ?? (await getDeckProgressOnline(subDeckId));
  const sameSize = previous?.page?.words.length === progress.deck.wordCount;
  const keptWords = known.wordsUnchanged && sameSize ? (previous?.page?.words ?? null) : null;
  const words = known.page?.words ?? keptWords ?? (await getAllSubDeckWordsOnline(subDeckId));
  // The entry of the same moment, so Home does not take the copy for out of date and read it all again.
  const listing = known.listing ?? (await getMyDecksOnline()).find((d) => d.subDeckId === subDeckId);
  // The exam plan too: offline, the deck page still shows it (and Learn New's copy already follows it).
  const examPlan = await meRequest<{ plan: ExamPlanView | null }>(
    `/me/decks/${encodeURIComponent(subDeckId)}/exam-plan`,
  ).catch((error: unknown) => {
    if (unreachable(error)) throw error;
    return previous?.examPlan;
  });
  const copy: OfflineDeck = {
    learnNew,
    learned,
    savedAt: now(),
    recordingsAt: previous?.recordingsAt,
    page: { progress, words },
    listing: listing ?? previous?.listing,
    ...(examPlan ? { examPlan } : {}),
  };
  await keepDeck(userId, subDeckId, copy);
  void askPersistentStorage();
  return copy;
}
