import { SEARCH_MIN_LENGTH } from "@app/domain/decks/search";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { deckKeys } from "../../../shared/query-keys";
import { searchCatalogue } from "../api/search-catalogue";

/** Decks and words matching a search of at least two characters (nothing is asked for below that). */
export function useCatalogueSearch(q: string) {
  return useQuery({
    queryKey: deckKeys.search(q),
    queryFn: () => searchCatalogue(q),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}
