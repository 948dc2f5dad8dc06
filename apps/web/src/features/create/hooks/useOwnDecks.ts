import { useQuery } from "@tanstack/react-query";
import { listOwnDecks } from "../api/list-own-decks";
import { createKeys } from "../query-keys";

/** The learner's own decks, last edited first. */
export function useOwnDecks() {
  return useQuery({ queryKey: createKeys.ownDecks, queryFn: listOwnDecks });
}
