import { getMyDecksOnline } from "../../../shared/api/get-my-decks-online";
import { fromCopyWhenUnreachable } from "../../offline";
import type { MyDeck } from "../types";

/** The user's collection; with no network, the decks kept on this device, with their counts as of now. */
export async function getMyDecks(): Promise<MyDeck[]> {
  try {
    return await getMyDecksOnline();
  } catch (error) {
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.myDecksFromCopies(userId, new Date()));
  }
}
