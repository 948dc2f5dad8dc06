import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { getOwnWords } from "../api/get-own-words";
import { flattenWords, nextOffset, toWordPages, type WordPages } from "../lib/word-pages";
import { createKeys } from "../query-keys";
import type { OwnWord } from "../types";

/**
 * A deck's words, loaded 500 at a time. The editor's own changes are written into this cache, so it
 * is not refetched behind the author's back (a refetch could undo a move not yet sent).
 */
export function useOwnWords(deckId: string) {
  return useInfiniteQuery({
    queryKey: createKeys.words(deckId),
    queryFn: ({ pageParam, signal }) => getOwnWords(deckId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Rewrites the cached word list: `change` gets the loaded words and the total, returns the new ones. */
export function useEditWordCache(deckId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (change: (words: OwnWord[], total: number) => { words: OwnWord[]; total: number }) => {
      queryClient.setQueryData<WordPages>(createKeys.words(deckId), (data) => {
        if (!data) return data;
        const next = change(flattenWords(data), data.pages.at(-1)?.total ?? 0);
        return toWordPages(next.words, next.total);
      });
    },
    [queryClient, deckId],
  );
}

/** Loads every page not loaded yet and returns the whole list (reordering and duplicate checks need it). */
export function useLoadAllWords(deckId: string) {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<OwnWord[]> => {
    const key = createKeys.words(deckId);
    for (;;) {
      const data = queryClient.getQueryData<WordPages>(key);
      const offset = data ? nextOffset(data.pages) : 0;
      if (offset === undefined) return flattenWords(data);
      const page = await getOwnWords(deckId, offset);
      queryClient.setQueryData<WordPages>(key, (current) => {
        const words = [...flattenWords(current), ...page.items];
        return toWordPages(words, page.total);
      });
      if (page.items.length === 0) return flattenWords(queryClient.getQueryData<WordPages>(key));
    }
  }, [queryClient, deckId]);
}
