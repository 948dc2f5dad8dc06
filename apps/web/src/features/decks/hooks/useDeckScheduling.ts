import type { DeckScheduling } from "@app/domain/decks/deck-scheduling";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deckKeys } from "../../../shared/query-keys";
import { refreshCopyAfterSave } from "../../offline";
import { getDeckScheduling } from "../api/get-deck-scheduling";
import { saveDeckScheduling } from "../api/save-deck-scheduling";

/** The deck's desired retention and daily limits. */
export function useDeckScheduling(subDeckId: string) {
  return useQuery({ queryKey: deckKeys.scheduling(subDeckId), queryFn: () => getDeckScheduling(subDeckId) });
}

/**
 * Saves them; Help me decide then simulates again from the new limits, and the deck's copy on this device is
 * read again, so that studying offline right after follows the new limits too.
 */
export function useSaveDeckScheduling(subDeckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DeckScheduling) => saveDeckScheduling(subDeckId, values),
    onSuccess: (result) => {
      queryClient.setQueryData(deckKeys.scheduling(subDeckId), result);
      void queryClient.invalidateQueries({ queryKey: deckKeys.simulation(subDeckId) });
      refreshCopyAfterSave(subDeckId);
    },
  });
}
