import type { AddedOwnWordsResponse } from "@app/domain/create/responses";
import { meRequest } from "../../../lib/me-request";
import type { OwnWord, WordInput } from "../types";

/** POST /api/me/own-decks/:deckId/words: appends 1–5,000 words. */
export async function addOwnWords(deckId: string, words: WordInput[]): Promise<OwnWord[]> {
  const { items } = await meRequest<AddedOwnWordsResponse>(`/me/own-decks/${encodeURIComponent(deckId)}/words`, {
    method: "POST",
    body: { words },
  });
  return items;
}
