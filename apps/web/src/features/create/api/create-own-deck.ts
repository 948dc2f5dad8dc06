import { meRequest } from "../../../lib/me-request";
import type { OwnDeck, OwnDeckInput } from "../types";

/** POST /api/me/own-decks: a new, empty deck (its set is added to the owner's collection). */
export function createOwnDeck(input: OwnDeckInput): Promise<OwnDeck> {
  return meRequest<OwnDeck>("/me/own-decks", { method: "POST", body: input });
}
