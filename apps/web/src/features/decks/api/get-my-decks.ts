import type { MyDecksResponse } from "@app/domain/decks/responses";
import { meRequest } from "../../../lib/me-request";
import { fromCopyWhenUnreachable } from "../../offline";
import type { MyDeck } from "../types";

/** GET /api/me/decks: the user's collection, newest first (from the server only). */
export async function getMyDecksOnline(): Promise<MyDeck[]> {
  const { items } = await meRequest<MyDecksResponse>("/me/decks");
  return items;
}

/** The user's collection; with no network, the decks kept on this device, with their counts as of now. */
export async function getMyDecks(): Promise<MyDeck[]> {
  try {
    return await getMyDecksOnline();
  } catch (error) {
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.myDecksFromCopies(userId, new Date()));
  }
}
