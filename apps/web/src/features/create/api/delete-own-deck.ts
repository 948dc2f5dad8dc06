import { meRequest } from "../../../lib/me-request";

/** DELETE /api/me/own-decks/:deckId: gone from every collection, with everyone's progress on it. */
export async function deleteOwnDeck(deckId: string): Promise<void> {
  await meRequest<void>(`/me/own-decks/${encodeURIComponent(deckId)}`, { method: "DELETE" });
}
