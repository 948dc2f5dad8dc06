import { meRequest } from "../../../lib/me-request";

/** DELETE /api/me/own-decks/:deckId/words/:wordId: gone from every collection. */
export async function deleteOwnWord(deckId: string, wordId: number): Promise<void> {
  await meRequest<void>(`/me/own-decks/${encodeURIComponent(deckId)}/words/${wordId}`, { method: "DELETE" });
}
