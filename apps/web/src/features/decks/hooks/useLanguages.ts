import { LANGUAGES_PER_PAGE } from "@app/domain/decks/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { deckKeys } from "../../../shared/query-keys";
import { getLanguages } from "../api/get-languages";

/** One page of languages matching the search; the previous page stays on screen while the next loads. */
export function useLanguages(q: string, page: number, pageSize = LANGUAGES_PER_PAGE) {
  return useQuery({
    queryKey: deckKeys.languages(q, page, pageSize),
    queryFn: () => getLanguages({ q, page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}
