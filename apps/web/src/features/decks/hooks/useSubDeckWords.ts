import { useQuery } from "@tanstack/react-query";
import { copyFallbackOptions } from "../../offline";
import { getAllSubDeckWords } from "../api/get-sub-deck-words";
import { deckKeys } from "../query-keys";
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
