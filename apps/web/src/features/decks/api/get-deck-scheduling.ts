import type { DeckSchedulingResponse } from "@app/domain/decks/deck-scheduling";
import { meRequest } from "../../../lib/me-request";

/** GET /api/me/decks/:subDeckId/scheduling: the deck's desired retention and daily limits. */
export function getDeckScheduling(subDeckId: string): Promise<DeckSchedulingResponse> {
  return meRequest(`/me/decks/${encodeURIComponent(subDeckId)}/scheduling`);
}
