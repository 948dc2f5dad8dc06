import { getDeckProgressOnline } from "../../../shared/api/get-deck-progress-online";
import { fromCopyWhenUnreachable } from "../../offline";
import type { DeckProgress } from "../types";

/** The deck page's data; with no network, from the deck's copy on this device, counted as of now. */
export async function getDeckProgress(subDeckId: string): Promise<DeckProgress> {
  try {
    return await getDeckProgressOnline(subDeckId);
  } catch (error) {
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.deckProgressFromCopy(userId, subDeckId, new Date()));
  }
}
