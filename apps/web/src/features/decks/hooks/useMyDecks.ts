import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { deckKeys } from "../../../shared/query-keys";
import { copyFallbackOptions } from "../../offline";
import { getMyDecks } from "../api/get-my-decks";
import type { MyDeck } from "../types";

/** The user's collection, newest first (with no network: the decks kept on this device). */
export function useMyDecks() {
  return useQuery({ queryKey: deckKeys.myDecks, queryFn: getMyDecks, ...copyFallbackOptions<MyDeck[]>(5 * 60_000) });
}

/** The ids of the sub-decks in the learner's collection (empty while they load). */
export function useCollectedDeckIds(): ReadonlySet<string> {
  const myDecks = useMyDecks();
  return useMemo(() => new Set((myDecks.data ?? []).map((d) => d.subDeckId)), [myDecks.data]);
}
