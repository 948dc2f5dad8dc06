import { unreachable } from "../../../lib/unreachable";
import { getMyDecksOnline } from "../../../shared/api/get-my-decks-online";
import type { MyDeck } from "../types";

/**
 * The user's collection; with no network, the decks kept on this device, with their counts as of now.
 * The app reads it as it starts (see WarmFirstScreen), so the offline feature loads only when the server
 * cannot be reached.
 */
export async function getMyDecks(): Promise<MyDeck[]> {
  try {
    return await getMyDecksOnline();
  } catch (error) {
    if (!unreachable(error)) throw error;
    const { fromCopyWhenUnreachable } = await import("../../offline");
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.myDecksFromCopies(userId, new Date()));
  }
}
