import { getAllSubDeckWordsOnline } from "../../../shared/api/get-sub-deck-words-online";
import { fromCopyWhenUnreachable } from "../../offline";
import type { Word } from "../types";

/** Every word of a deck; with no network, as the deck's copy on this device kept them. */
export async function getAllSubDeckWords(subDeckId: string): Promise<Word[]> {
  try {
    return await getAllSubDeckWordsOnline(subDeckId);
  } catch (error) {
    return fromCopyWhenUnreachable(error, (reads, userId) => reads.deckWordsFromCopy(userId, subDeckId));
  }
}
