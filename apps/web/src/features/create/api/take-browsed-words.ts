import { apiRequest } from "../../../lib/api";

/** A word a connected mining tool asked to show (AnkiConnect's `guiBrowse`). */
export interface BrowsedWord {
  id: number;
  term: string;
  translation: string;
  deckId: string;
}

/** POST /api/me/connected-tools/browse/take: the words a tool asked to show, then forgotten. */
export async function takeBrowsedWords(): Promise<BrowsedWord[]> {
  return (await apiRequest<{ items: BrowsedWord[] }>("/me/connected-tools/browse/take", { method: "POST" })).items;
}
