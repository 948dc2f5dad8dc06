import { DECKS_PER_LANGUAGE_PAGE } from "@app/domain/decks/constants";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getLanguageSubDecks } from "../api/get-language-sub-decks";
import { deckKeys } from "../query-keys";
import type { SubDeckKind } from "../types";

/** One page (4) of a language's decks of one kind. Catalogue data: cached for an hour. */
export function useLanguageSubDecks(languageId: string, kind: SubDeckKind, page: number) {
  return useQuery({
    queryKey: deckKeys.subDecks(languageId, kind, page),
    queryFn: () => getLanguageSubDecks(languageId, { kind, page, pageSize: DECKS_PER_LANGUAGE_PAGE }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}
