import { getStudySessionOnline } from "../../study/api/get-study-session";
import { excludedDecks } from "./offline-choice";
import { forgetOtherDecks, indexedDbAvailable, keepDeck, readKeptDeck } from "./offline-study-store";

/** A deck's kept copy is read again when older than this (and the learner is online). */
export const KEEP_REFRESH_MS = 15 * 60_000;

/**
 * Keeps the learner's decks ready to study offline: for each, its next new words and its learned words with
 * their progress, in the browser's IndexedDB. One deck at a time, only decks whose copy is older than
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
    if (kept && now() - kept.savedAt < KEEP_REFRESH_MS) continue;
    try {
      const learnNew = await getStudySessionOnline("learn-new", subDeckId);
      const learned = await getStudySessionOnline("time-rush", subDeckId);
      if (!stopped()) await keepDeck(userId, subDeckId, { learnNew, learned, savedAt: now() });
    } catch {
      // Offline again, or the deck went: the copy kept before (if any) stays.
    }
  }
  if (!stopped()) await forgetOtherDecks(userId, new Set(wanted)).catch(() => undefined);
}
