import { apiRequest } from "../../../lib/api";
import type { SubDeckSummary } from "../types";

export type FoundDeck = SubDeckSummary & { flagCode: string };

export interface FoundWord {
  id: number;
  originalWord: string;
  pinyin: string | null;
  translation: string;
  deck: FoundDeck;
}

export interface CatalogueSearchResult {
  decks: FoundDeck[];
  words: FoundWord[];
}

/** GET /api/search: decks (name, description) and words (term, reading, meaning) of every language. */
export function searchCatalogue(q: string): Promise<CatalogueSearchResult> {
  return apiRequest<CatalogueSearchResult>(`/search?q=${encodeURIComponent(q)}`);
}
