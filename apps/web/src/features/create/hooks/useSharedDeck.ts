import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { getSharedDeck } from "../api/get-shared-deck";
import { createKeys } from "../query-keys";

/** A deck behind a share link; private, hidden and unknown decks all answer 404. */
export function useSharedDeck(deckId: string) {
  return useQuery({
    queryKey: createKeys.shared(deckId),
    queryFn: () => getSharedDeck(deckId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
