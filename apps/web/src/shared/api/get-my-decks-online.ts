import type { MyDecksResponse } from "@app/domain/decks/responses";
import { meRequest } from "../../lib/me-request";
import type { MyDeck } from "../types";

/** GET /api/me/decks: the user's collection, newest first (from the server only). */
export async function getMyDecksOnline(): Promise<MyDeck[]> {
  const { items } = await meRequest<MyDecksResponse>("/me/decks");
  return items;
}
