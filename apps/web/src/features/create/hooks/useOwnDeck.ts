import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { getOwnDeck } from "../api/get-own-deck";
import { createKeys } from "../query-keys";

/** One own deck with its sets (owner only); a 404 is an answer, not something to retry. */
export function useOwnDeck(deckId: string | undefined) {
  return useQuery({
    queryKey: createKeys.ownDeck(deckId ?? ""),
    queryFn: () => getOwnDeck(deckId ?? ""),
    enabled: Boolean(deckId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
