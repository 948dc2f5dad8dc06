import { messages } from "@app/domain/messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../../lib/toast";
import { deckKeys, examPlanKeys } from "../../../shared/query-keys";
import { removeDeck } from "../api/remove-deck";
import type { MyDeck } from "../types";

/**
 * Removes a deck from the collection — an own deck with all its sets — and the list updates at once;
 * toasts say how it went.
 */
export function useRemoveDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subDeckIds: readonly string[]) => {
      for (const subDeckId of subDeckIds) await removeDeck(subDeckId);
    },
    onSuccess: (_result, subDeckIds) => {
      const removed = new Set(subDeckIds);
      queryClient.setQueryData<MyDeck[]>(deckKeys.myDecks, (decks) => decks?.filter((d) => !removed.has(d.subDeckId)));
      for (const subDeckId of subDeckIds) queryClient.removeQueries({ queryKey: deckKeys.progress(subDeckId) });
      // The deck's exam plan went with it: Home's status line and the deck page's plan read again.
      void queryClient.invalidateQueries({ queryKey: examPlanKeys.all });
      notify.success(messages.decks.removed);
    },
    onError: () => {
      notify.error(messages.decks.removeFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deckKeys.myDecks }),
  });
}
