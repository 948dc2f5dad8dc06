import { dueSoonRefreshInterval } from "@app/domain/decks/due-soon";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { deckKeys } from "../../../shared/query-keys";
import { getDeckProgress } from "../api/get-deck-progress";

/**
 * The deck page's data. Always read fresh when the page opens (a study session may have changed it),
 * and every 2 minutes while a word comes due within 15 minutes (spec), so it turns due on screen.
 */
export function useDeckProgress(subDeckId: string) {
  return useQuery({
    queryKey: deckKeys.progress(subDeckId),
    queryFn: () => getDeckProgress(subDeckId),
    staleTime: 0,
    // With no network the read answers from the deck's copy on this device: never wait for the network.
    networkMode: "always",
    refetchInterval: (query) => dueSoonRefreshInterval(query.state.data?.progress, Date.now()),
    // A deck that doesn't exist won't appear on a second try.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}
