import { meRequest } from "../../../lib/me-request";
import type { OwnDeck } from "../types";

/** GET /api/me/own-decks/:deckId (owner only). */
export function getOwnDeck(deckId: string): Promise<OwnDeck> {
  return meRequest<OwnDeck>(`/me/own-decks/${encodeURIComponent(deckId)}`);
}
