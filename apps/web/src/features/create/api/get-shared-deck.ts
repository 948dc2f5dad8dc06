import { apiRequest } from "../../../lib/api";
import type { SharedDeck } from "../types";

/** GET /api/own-decks/:deckId: an unlisted or public deck as anyone signed in sees it (404 otherwise). */
export function getSharedDeck(deckId: string): Promise<SharedDeck> {
  return apiRequest<SharedDeck>(`/own-decks/${encodeURIComponent(deckId)}`);
}
