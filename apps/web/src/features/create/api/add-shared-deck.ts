import { meRequest } from "../../../lib/me-request";

/** POST /api/me/own-decks/:deckId/add: every set of the deck into the caller's collection. */
export function addSharedDeck(deckId: string): Promise<{ added: number }> {
  return meRequest<{ added: number }>(`/me/own-decks/${encodeURIComponent(deckId)}/add`, { method: "POST" });
}
