import { meRequest } from "../../../lib/me-request";

/** PUT /api/me/own-decks/:deckId/order: every word id of the deck, in the new order. */
export async function reorderOwnWords(deckId: string, wordIds: number[]): Promise<void> {
  await meRequest<void>(`/me/own-decks/${encodeURIComponent(deckId)}/order`, { method: "PUT", body: { wordIds } });
}
