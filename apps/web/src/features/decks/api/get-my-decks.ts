import { meRequest } from "../../../lib/me-request";
import type { MyDeck } from "../types";

/** GET /api/me/decks: the user's collection, newest first. */
export async function getMyDecks(): Promise<MyDeck[]> {
  const { items } = await meRequest<{ items: MyDeck[] }>("/me/decks");
  return items;
}
