import { useQuery } from "@tanstack/react-query";
import { deckKeys } from "../../../shared/query-keys";
import { copyFallbackOptions } from "../../offline";
import { getAllSubDeckWords } from "../api/get-sub-deck-words";
import type { Word } from "../types";

/**
 * Every word of a deck, in order (fetched 1000 at a time; with no network, the deck's copy on this device).
 * Words rarely change: cached for 2 hours.
 */
export function useSubDeckWords(subDeckId: string, enabled = true) {
  return useQuery({
    queryKey: deckKeys.words(subDeckId),
    queryFn: () => getAllSubDeckWords(subDeckId),
    ...copyFallbackOptions<Word[]>(2 * 60 * 60_000),
    gcTime: 2 * 60 * 60_000,
    enabled,
  });
}
