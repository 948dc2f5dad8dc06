import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reorderOwnWords } from "../api/reorder-own-words";
import { moveItem } from "../lib/word-pages";
import { createKeys } from "../query-keys";
import { useInvalidateDeck } from "./useInvalidateDeck";
import { useEditWordCache, useLoadAllWords } from "./useOwnWords";

/** Quiet time after the last move before the order is sent: a run of Alt+↓ presses is one request. */
export const ORDER_SAVE_DELAY_MS = 700;

/**
 * Moving words: the list changes at once, the new order is sent shortly after (the whole deck's ids, as
 * the server wants, so any words not loaded yet are fetched first). A refused order reloads the list.
 */
export function useWordOrder(deckId: string) {
  const queryClient = useQueryClient();
  const editCache = useEditWordCache(deckId);
  const loadAll = useLoadAllWords(deckId);
  const invalidateDeck = useInvalidateDeck(deckId);
  const timer = useRef<number | null>(null);

  const save = useCallback(async () => {
    timer.current = null;
    try {
      const words = await loadAll();
      await reorderOwnWords(
        deckId,
        words.map((word) => word.id),
      );
      invalidateDeck();
    } catch (error) {
      notify.error(errorMessage(error, "The new order could not be saved. Check your connection and try again."));
      void queryClient.invalidateQueries({ queryKey: createKeys.words(deckId) });
    }
  }, [deckId, loadAll, invalidateDeck, queryClient]);

  const saveSoon = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), ORDER_SAVE_DELAY_MS);
  }, [save]);

  /** Puts word `wordId` where `targetId` is now (after it when moving down, before it when moving up). */
  const move = useCallback(
    (wordId: number, targetId: number) => {
      if (wordId === targetId) return;
      editCache((words, total) => {
        const from = words.findIndex((w) => w.id === wordId);
        const to = words.findIndex((w) => w.id === targetId);
        return { words: from < 0 || to < 0 ? words : moveItem(words, from, to), total };
      });
      saveSoon();
    },
    [editCache, saveSoon],
  );

  /**
   * One place up (-1) or down (+1) among the words not in `skip` (those waiting to be deleted). Worked out
   * on the list as it is now, not as last drawn, so quick repeated presses each count. Returns the word's
   * new place (0-based, counting only the words not skipped), or null when it can't go further.
   */
  const moveBy = useCallback(
    (wordId: number, step: -1 | 1, skip: ReadonlySet<number>): number | null => {
      let place: number | null = null;
      editCache((words, total) => {
        const shown = words.filter((w) => !skip.has(w.id));
        const index = shown.findIndex((w) => w.id === wordId);
        const target = shown[index + step];
        if (index < 0 || !target) return { words, total };
        place = index + step;
        const from = words.findIndex((w) => w.id === wordId);
        const to = words.findIndex((w) => w.id === target.id);
        return { words: moveItem(words, from, to), total };
      });
      if (place !== null) saveSoon();
      return place;
    },
    [editCache, saveSoon],
  );

  // Leaving the editor with a move not yet sent: send it now rather than lose it.
  useEffect(
    () => () => {
      if (timer.current === null) return;
      window.clearTimeout(timer.current);
      void save();
    },
    [save],
  );

  return { move, moveBy };
}
