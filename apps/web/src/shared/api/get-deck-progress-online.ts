import { meRequest } from "../../lib/me-request";
import type { DeckProgress } from "../types";

/** GET /api/me/decks/:subDeckId/progress: the deck, the user's progress per word, counts and session unlocks. */
export function getDeckProgressOnline(subDeckId: string): Promise<DeckProgress> {
  return meRequest<DeckProgress>(`/me/decks/${encodeURIComponent(subDeckId)}/progress`);
}
