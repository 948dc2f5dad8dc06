import { OWN_WORDS_PAGE_MAX } from "@app/domain/create/own-deck";
import { meRequest } from "../../../lib/me-request";
import type { OwnWordsPage } from "../types";

/** The server's largest page: a long deck loads in few requests. */
export const WORDS_PAGE_SIZE = OWN_WORDS_PAGE_MAX;

/** GET /api/me/own-decks/:deckId/words: one page of the deck's words, in deck order. */
export function getOwnWords(deckId: string, offset: number, signal?: AbortSignal): Promise<OwnWordsPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(WORDS_PAGE_SIZE) });
  return meRequest<OwnWordsPage>(`/me/own-decks/${encodeURIComponent(deckId)}/words?${query}`, { signal });
}
