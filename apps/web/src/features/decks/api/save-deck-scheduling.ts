import type { DeckScheduling, DeckSchedulingResponse } from "@app/domain/decks/deck-scheduling";
import { meRequest } from "../../../lib/me-request";

/** PUT /api/me/decks/:subDeckId/scheduling: null restores the default retention, or removes a limit. */
export function saveDeckScheduling(subDeckId: string, values: DeckScheduling): Promise<DeckSchedulingResponse> {
  return meRequest(`/me/decks/${encodeURIComponent(subDeckId)}/scheduling`, { method: "PUT", body: values });
}
