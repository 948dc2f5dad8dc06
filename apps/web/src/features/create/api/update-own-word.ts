import { meRequest } from "../../../lib/me-request";
import type { OwnWord, WordInput } from "../types";

/** PATCH /api/me/own-decks/:deckId/words/:wordId: every learner keeps their progress on it. */
export function updateOwnWord(deckId: string, wordId: number, patch: Partial<WordInput>): Promise<OwnWord> {
  return meRequest<OwnWord>(`/me/own-decks/${encodeURIComponent(deckId)}/words/${wordId}`, {
    method: "PATCH",
    body: patch,
  });
}
