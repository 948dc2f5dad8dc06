import { meRequest } from "../../../lib/me-request";

/** DELETE /api/me/decks/:subDeckId: removes the deck with all its progress. */
export function removeDeck(subDeckId: string): Promise<{ ok: boolean; message: string }> {
  return meRequest(`/me/decks/${encodeURIComponent(subDeckId)}`, { method: "DELETE" });
}
