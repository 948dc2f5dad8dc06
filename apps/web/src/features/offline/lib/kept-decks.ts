/*
 * What Settings shows and changes of the decks kept on this device. The device's store (and the
 * IndexedDB library under it) loads with the first call: Home, a deck page and a study screen, which use
 * the offline feature too, do not carry it.
 */

/** What this learner keeps on the device: each deck's size (its record as stored, in bytes) and age. */
export async function keptDecks(userId: string): Promise<Map<string, { bytes: number; savedAt: number }>> {
  return (await import("./offline-study-store")).keptDecks(userId);
}

/** Drops a deck's copy from the device. */
export async function forgetDeck(userId: string, subDeckId: string): Promise<void> {
  await (await import("./offline-study-store")).forgetDeck(userId, subDeckId);
}
