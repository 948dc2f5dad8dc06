import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { deleteOwnWord } from "../api/delete-own-word";
import { createKeys } from "../query-keys";
import type { OwnWord } from "../types";
import { useInvalidateDeck } from "./useInvalidateDeck";
import { useEditWordCache } from "./useOwnWords";

/** How long Undo is offered before the delete is sent. */
export const UNDO_DELETE_MS = 6000;

interface Waiting {
  timer: number;
  toastId: string;
}

/**
 * Deleting a word takes it out of every learner's collection, so it is only sent once the Undo toast has
 * had its 6 s: until then the word is merely hidden here, and Undo brings it back with nothing sent.
 * Leaving the editor sends the deletes still waiting (the learner confirmed them).
 */
export function useUndoableWordDelete(deckId: string) {
  const queryClient = useQueryClient();
  const editCache = useEditWordCache(deckId);
  const invalidateDeck = useInvalidateDeck(deckId);
  const waiting = useRef(new Map<number, Waiting>());
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());

  const unhide = useCallback((wordId: number) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(wordId);
      return next;
    });
  }, []);

  const send = useCallback(
    async (word: OwnWord) => {
      waiting.current.delete(word.id);
      try {
        await deleteOwnWord(deckId, word.id);
        editCache((words, total) => ({ words: words.filter((w) => w.id !== word.id), total: Math.max(0, total - 1) }));
        invalidateDeck();
      } catch (error) {
        notify.error(errorMessage(error, `Could not delete “${word.term}”. Check your connection and try again.`));
      } finally {
        unhide(word.id);
      }
    },
    [deckId, editCache, invalidateDeck, unhide],
  );

  const undo = useCallback(
    (wordId: number) => {
      const entry = waiting.current.get(wordId);
      if (!entry) return;
      window.clearTimeout(entry.timer);
      waiting.current.delete(wordId);
      unhide(wordId);
    },
    [unhide],
  );

  const remove = useCallback(
    (word: OwnWord) => {
      if (waiting.current.has(word.id)) return;
      setHidden((current) => new Set(current).add(word.id));
      const toastId = `delete-word-${word.id}`;
      const timer = window.setTimeout(() => void send(word), UNDO_DELETE_MS);
      waiting.current.set(word.id, { timer, toastId });
      notify.success(`Deleted “${word.term}”`, {
        id: toastId,
        duration: UNDO_DELETE_MS,
        action: { label: "Undo", onClick: () => undo(word.id) },
      });
    },
    [send, undo],
  );

  useEffect(() => {
    const pending = waiting.current;
    return () => {
      if (pending.size === 0) return;
      const sends = [...pending].map(([wordId, entry]) => {
        window.clearTimeout(entry.timer);
        notify.dismiss(entry.toastId);
        return deleteOwnWord(deckId, wordId).catch(() => undefined);
      });
      pending.clear();
      void Promise.all(sends).then(() => {
        void queryClient.invalidateQueries({ queryKey: createKeys.words(deckId) });
        void queryClient.invalidateQueries({ queryKey: createKeys.ownDeck(deckId) });
      });
    };
  }, [deckId, queryClient]);

  return { remove, undo, hidden };
}
