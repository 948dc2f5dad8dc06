import type { MyDeck } from "../../../shared/types";
import { shouldRefreshCopy } from "./copy-refresh";
import { keepRecordings } from "./keep-recordings";
import { excludedDecks } from "./offline-choice";
import { offlineCopyOf } from "./offline-mark";
import { forgetOtherDecks, indexedDbAvailable, keepDeck, readKeptDeck, resumeKeeping } from "./offline-study-store";
import { refreshCopy } from "./refresh-copy";

/** The pronunciations of a deck's next words are looked at again after this. */
export const RECORDINGS_REFRESH_MS = 24 * 60 * 60_000;

/**
 * Keeps the learner's decks (as My Decks listed them from the server) ready to study offline: for each,
 * a copy in the browser's IndexedDB (`refreshCopy`), read again when `shouldRefreshCopy` says so, and
 * the pronunciations of the words it will ask next. One deck at a time; copies of decks no longer
 * listed, or left out by the learner, are dropped.
 */
export async function keepDecksOffline(
  userId: string,
  listings: readonly MyDeck[],
  stopped: () => boolean,
  now: () => number = Date.now,
): Promise<void> {
  if (!indexedDbAvailable()) return;
  // Called for a signed-in learner (the page's own listing of their decks).
  resumeKeeping(userId);
  // A list read from the device's own copies says nothing new about the collection.
  if (listings.some((listing) => offlineCopyOf(listing))) return;
  const excluded = excludedDecks();
  const wanted = listings.filter((listing) => !excluded.has(listing.subDeckId));
  for (const listing of wanted) {
    if (stopped()) return;
    const { subDeckId } = listing;
    let copy = await readKeptDeck(userId, subDeckId).catch(() => null);
    try {
      if (shouldRefreshCopy(copy, { kind: "listed", listing }, { excluded: false, now: now() })) {
        copy = await refreshCopy(userId, subDeckId, copy, { listing }, now);
      }
    } catch {
      // Offline again, or the deck went: the copy kept before (if any) stays.
      continue;
    }
    if (stopped()) return;
    if (!copy) continue;
    // Their pronunciations too (bounded, once a day): offline, words sound as they do online.
    const recordingsDue = copy.recordingsAt === undefined || now() - copy.recordingsAt >= RECORDINGS_REFRESH_MS;
    if (recordingsDue && (await keepRecordings(copy, stopped).catch(() => null)) !== null) {
      await keepDeck(userId, subDeckId, { ...copy, recordingsAt: now() }).catch(() => undefined);
    }
  }
  if (!stopped()) await forgetOtherDecks(userId, new Set(wanted.map((l) => l.subDeckId))).catch(() => undefined);
}
