import { useQuery } from "@tanstack/react-query";
import { copyFallbackOptions } from "../../offline";
import { getMyDecks } from "../api/get-my-decks";
import { deckKeys } from "../query-keys";
import type { MyDeck } from "../types";

/** The user's collection, newest first (with no network: the decks kept on this device). */
export function useMyDecks() {
  return useQuery({ queryKey: deckKeys.myDecks, queryFn: getMyDecks, ...copyFallbackOptions<MyDeck[]>(5 * 60_000) });
}
