import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import { meRequest } from "../../../lib/me-request";

/** GET /api/me/decks/:subDeckId/scheduling/simulation: what Help me decide simulates the deck from. */
export function getDeckSimulation(subDeckId: string): Promise<DeckSimulationInputs> {
  return meRequest(`/me/decks/${encodeURIComponent(subDeckId)}/scheduling/simulation`);
}
