import { useQuery } from "@tanstack/react-query";
import { getMyDecks } from "../api/get-my-decks";
import { deckKeys } from "../query-keys";

/** The user's collection, newest first. */
export function useMyDecks() {
  return useQuery({ queryKey: deckKeys.myDecks, queryFn: getMyDecks });
}
