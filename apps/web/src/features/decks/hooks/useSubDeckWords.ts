import { useQuery } from "@tanstack/react-query";
import { getAllSubDeckWords } from "../api/get-sub-deck-words";
import { deckKeys } from "../query-keys";

/** Every word of a deck, in order (fetched 1000 at a time). Words rarely change: cached for 2 hours. */
export function useSubDeckWords(subDeckId: string, enabled = true) {
  return useQuery({
    queryKey: deckKeys.words(subDeckId),
    queryFn: () => getAllSubDeckWords(subDeckId),
    staleTime: 2 * 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
    enabled,
  });
}
