import { meRequest } from "../../../lib/me-request";
import type { ReaderPick, ReaderPickResult } from "../types";

/** POST /api/me/reader/words: words of a text added to an own deck, each with its sentence. */
export function addReaderWords(deckId: string, words: ReaderPick[]): Promise<ReaderPickResult> {
  return meRequest<ReaderPickResult>("/me/reader/words", { method: "POST", body: { deckId, words } });
}
