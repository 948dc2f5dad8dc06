import { meRequest } from "../../../lib/me-request";
import type { OwnDeck, OwnDeckInput } from "../types";

/** PATCH /api/me/own-decks/:deckId: changes the deck's settings. */
export function updateOwnDeck(deckId: string, patch: Partial<OwnDeckInput>): Promise<OwnDeck> {
  return meRequest<OwnDeck>(`/me/own-decks/${encodeURIComponent(deckId)}`, { method: "PATCH", body: patch });
}
