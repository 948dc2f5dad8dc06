import { getStudySessionOnline } from "../../study/api/get-study-session";
import { keepRecordings } from "./keep-recordings";
import { excludedDecks } from "./offline-choice";
import { forgetOtherDecks, indexedDbAvailable, keepDeck, readKeptDeck } from "./offline-study-store";

/** A deck's kept copy is read again when older than this (and the learner is online). */
export const KEEP_REFRESH_MS = 15 * 60_000;
/** The pronunciations of a deck's next words are looked at again after this. */
export const RECORDINGS_REFRESH_MS = 24 * 60 * 60_000;

/**
 * Keeps the learner's decks ready to study offline: for each, its next new words and its learned words with
 * their progress, in the browser's IndexedDB, and the pronunciations of the words it will ask next. One deck at a time, only decks whose copy is older than
 * KEEP_REFRESH_MS; copies of decks no longer listed are dropped.
 */
export async function keepDecksOffline(
  userId: string,
  subDeckIds: readonly string[],
  stopped: () => boolean,
  now: () => number = Date.now,
): Promise<void> {
  if (!indexedDbAvailable()) return;
  // Decks the learner chose not to keep are dropped with the ones that left the collection.
  const excluded = excludedDecks();
  const wanted = subDeckIds.filter((id) => !excluded.has(id));
  for (const subDeckId of wanted) {
    if (stopped()) return;
    const kept = await readKeptDeck(userId, subDeckId).catch(() => null);
    const recordingsDue = (copy: { recordingsAt?: number } | null) =>
      copy?.recordingsAt === undefined || now() - copy.recordingsAt >= RECORDINGS_REFRESH_MS;
    if (kept && now() - kept.savedAt < KEEP_REFRESH_MS) {
      // E.g. a copy kept before the service worker took over: no pronunciations yet.
      if (recordingsDue(kept) && (await keepRecordings(kept, stopped).catch(() => null)) !== null) {
        await keepDeck(userId, subDeckId, { ...kept, recordingsAt: now() }).catch(() => undefined);
      }
      continue;
    }
    try {
      const learnNew = await getStudySessionOnline("learn-new", subDeckId);
      const learned = await getStudySessionOnline("time-rush", subDeckId);
      if (stopped()) return;
      const copy = { learnNew, learned, savedAt: now(), recordingsAt: kept?.recordingsAt };
      await keepDeck(userId, subDeckId, copy);
      // Their pronunciations too (bounded, once a day): offline, words sound as they do online.
      if (recordingsDue(copy) && (await keepRecordings(copy, stopped).catch(() => null)) !== null) {
        await keepDeck(userId, subDeckId, { ...copy, recordingsAt: now() });
      }
    } catch {
      // Offline again, or the deck went: the copy kept before (if any) stays.
    }
  }
  if (!stopped()) await forgetOtherDecks(userId, new Set(wanted)).catch(() => undefined);
}
