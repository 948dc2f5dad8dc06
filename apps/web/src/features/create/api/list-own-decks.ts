import type { OwnDecksResponse } from "@app/domain/create/responses";
import { meRequest } from "../../../lib/me-request";
import type { OwnDeckSummary } from "../types";

/** GET /api/me/own-decks: the learner's own decks, last edited first. */
export async function listOwnDecks(): Promise<OwnDeckSummary[]> {
  const { items } = await meRequest<OwnDecksResponse>("/me/own-decks");
  return items;
}
