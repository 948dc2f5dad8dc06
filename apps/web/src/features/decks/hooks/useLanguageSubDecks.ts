import { DECKS_PER_LANGUAGE_PAGE } from "@app/domain/decks/constants";
import { GROUPED_LIST_MAX_DECKS } from "@app/domain/decks/deck-levels";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { deckKeys } from "../../../shared/query-keys";
import { getLanguageSubDecks } from "../api/get-language-sub-decks";
import type { SubDeckKind } from "../types";

/**
 * One page (4) of a language's decks of one kind, or "all" of them (a language listed grouped by
 * level). Catalogue data: cached for an hour.
 */
export function useLanguageSubDecks(languageId: string, kind: SubDeckKind, page: number | "all") {
  return useQuery({
    queryKey: deckKeys.subDecks(languageId, kind, page),
    queryFn: () =>
      page === "all"
        ? getLanguageSubDecks(languageId, { kind, page: 1, pageSize: GROUPED_LIST_MAX_DECKS })
        : getLanguageSubDecks(languageId, { kind, page, pageSize: DECKS_PER_LANGUAGE_PAGE }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}
