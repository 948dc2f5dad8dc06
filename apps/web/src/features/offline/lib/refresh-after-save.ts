import { lastKnownUserId } from "../../../lib/session";

/**
 * A save on a deck reached the server: its copy on this device is read again (`keepSavedDeck`), so
 * offline right after studying offers what the server would. Nothing waits for it; its code loads then.
 */
export function refreshCopyAfterSave(subDeckId: string): void {
  const userId = lastKnownUserId();
  if (!userId) return;
  void import("./copy-events").then(({ keepSavedDeck }) => keepSavedDeck(userId, subDeckId)).catch(() => undefined);
}
