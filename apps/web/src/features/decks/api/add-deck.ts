import { meRequest } from "../../../lib/me-request";

export interface AddDeckResult {
  subDeckId: string;
  name: string;
  message: string;
}

/** POST /api/me/decks: adds a deck to the collection (409 when already there, 404 when gone). */
export function addDeck(subDeckId: string): Promise<AddDeckResult> {
  return meRequest<AddDeckResult>("/me/decks", { method: "POST", body: { subDeckId } });
}
