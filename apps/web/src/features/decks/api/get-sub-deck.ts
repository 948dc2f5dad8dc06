import { apiRequest } from "../../../lib/api";
import type { SubDeck } from "../types";

/** GET /api/sub-decks/:id; 404 'Deck not found'. */
export function getSubDeck(subDeckId: string): Promise<SubDeck> {
  return apiRequest<SubDeck>(`/sub-decks/${encodeURIComponent(subDeckId)}`);
}
