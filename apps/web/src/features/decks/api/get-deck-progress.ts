import { meRequest } from "../../../lib/me-request";
import { fromCopyWhenUnreachable } from "../../offline";
import type { DeckProgress } from "../types";

/** GET /api/me/decks/:subDeckId/progress: the deck, the user's progress per word, counts and session unlocks. */
export function getDeckProgressOnline(subDeckId: string): Promise<DeckProgress> {
  return meRequest<DeckProgress>(`/me/decks/${encodeURIComponent(subDeckId)}/progress`);
}

/** The deck page's data; with no network, from the deck's copy on this device, counted as of now. */
export async function getDeckProgress(subDeckId: string): Promise<DeckProgress> {
  try {
    return await getDeckProgressOnline(subDeckId);
  } catch (error) {
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.deckProgressFromCopy(userId, subDeckId, new Date()));
  }
}
