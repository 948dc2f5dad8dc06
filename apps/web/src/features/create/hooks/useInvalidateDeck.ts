import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { deckKeys } from "../../../shared/query-keys";
import { createKeys } from "../query-keys";

/**
 * After a change to a deck's words: its sets and counts (editor header, Create tab) and the collection
 * (sets appear and grow) are read again. The word list itself is kept up to date by the caller.
 */
export function useInvalidateDeck(deckId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: createKeys.ownDeck(deckId) });
    void queryClient.invalidateQueries({ queryKey: createKeys.ownDecks });
    void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
  }, [queryClient, deckId]);
}
