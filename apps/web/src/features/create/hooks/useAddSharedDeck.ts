import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { deckKeys } from "../../../shared/query-keys";
import { addSharedDeck } from "../api/add-shared-deck";
import { createKeys } from "../query-keys";
import type { SharedDeck } from "../types";

/** Adds every set of a shared deck to the collection; the page then offers to study them. */
export function useAddSharedDeck(deck: SharedDeck) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addSharedDeck(deck.id),
    onSuccess: () => {
      queryClient.setQueryData<SharedDeck>(createKeys.shared(deck.id), (current) =>
        current ? { ...current, inCollection: true } : current,
      );
      void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
      notify.success(`Added “${deck.name}” to your decks`, { duration: 4000 });
    },
    onError: (error) => {
      notify.error(errorMessage(error, `Could not add “${deck.name}”. Check your connection and try again.`));
    },
  });
}
