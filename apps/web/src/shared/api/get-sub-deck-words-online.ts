import { WORDS_PER_FETCH } from "@app/domain/decks/constants";
import { apiRequest } from "../../lib/api";
import type { Word, WordsPage } from "../types";

/** GET /api/sub-decks/:id/words: one slice of a deck's words in their order (limit ≤ 1000). */
export function getSubDeckWordsPage(subDeckId: string, offset: number, limit = WORDS_PER_FETCH): Promise<WordsPage> {
  return apiRequest<WordsPage>(`/sub-decks/${encodeURIComponent(subDeckId)}/words?offset=${offset}&limit=${limit}`);
}

/**
 * Every word of a deck: the first page tells the total, the rest are fetched together.
 * Sorted by `order`, whatever order the pages arrive in.
 */
export async function getAllSubDeckWordsOnline(subDeckId: string): Promise<Word[]> {
  const first = await getSubDeckWordsPage(subDeckId, 0);
  const offsets: number[] = [];
  for (let offset = first.items.length; offset < first.total && first.items.length > 0; offset += WORDS_PER_FETCH) {
    offsets.push(offset);
  }
  const rest = await Promise.all(offsets.map((offset) => getSubDeckWordsPage(subDeckId, offset)));
  const words = [first, ...rest].flatMap((page) => page.items);
  return words.sort((a, b) => a.order - b.order);
}
