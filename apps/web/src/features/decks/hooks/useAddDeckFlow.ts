import { countWords } from "@app/domain/decks/word-counts";
import { messages } from "@app/domain/messages";
import { deckPath } from "@app/domain/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { keepToastToPage } from "../../../lib/page-toasts";
import { notify } from "../../../lib/toast";
import { deckKeys } from "../../../shared/query-keys";
import { addDeck } from "../api/add-deck";
import { addDeckErrorMessage } from "../lib/add-deck-error";
import type { MyDeck } from "../types";

/** Spec §9: the overlay shows 500 ms after success, navigation follows 300 ms later; a failure shows for 3 s. */
export const ADD_DECK_TIMING = { overlayAfterMs: 500, navigateAfterOverlayMs: 300, errorVisibleMs: 3000 } as const;
export const DECK_ADDED_TOAST_MS = 4000;

/** What the collection entry will look like, so the UI can show it before the server answers. */
export interface DeckToAdd {
  subDeckId: string;
  name: string;
  description: string;
  wordCount: number;
  isWritingDeck: boolean;
  languageId: string;
  flagCode: string;
}

/** The entry for a catalogue deck, whose `id` is the sub-deck's, shown with `flagCode`. */
export function deckToAdd(
  deck: Omit<DeckToAdd, "subDeckId" | "flagCode"> & { id: string },
  flagCode: string,
): DeckToAdd {
  const { name, description, wordCount, isWritingDeck, languageId } = deck;
  return { subDeckId: deck.id, name, description, wordCount, isWritingDeck, languageId, flagCode };
}

export interface AddDeckFlow {
  add: (deck: DeckToAdd) => void;
  /** True while this deck is being added or has just been added (optimistic). */
  isAdding: (subDeckId: string) => boolean;
  /** The failure text shown on this deck's card for 3 s, else null. */
  errorFor: (subDeckId: string) => string | null;
  /** Set from 500 ms after a successful add until the page changes. */
  overlay: { name: string } | null;
}

/**
 * Adding a deck (spec §4): optimistic state, the success toast (4 s), a navigation overlay after
 * 500 ms, then /decks/{id} 300 ms later. A failure rolls back, shows the error toast (5 s) and
 * the card's error state for 3 s. Owned by the screen (not a dialog), so closing the dialog
 * doesn't cancel the trip to the deck.
 */
export function useAddDeckFlow(): AddDeckFlow {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timers = useRef<number[]>([]);
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<{ subDeckId: string; message: string } | null>(null);
  const [overlay, setOverlay] = useState<{ name: string } | null>(null);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const mutation = useMutation({
    mutationFn: (deck: DeckToAdd) => addDeck(deck.subDeckId),
    onMutate: async (deck) => {
      setError((current) => (current?.subDeckId === deck.subDeckId ? null : current));
      setAdding((current) => new Set(current).add(deck.subDeckId));
      await queryClient.cancelQueries({ queryKey: deckKeys.myDecks });
      const previous = queryClient.getQueryData<MyDeck[]>(deckKeys.myDecks);
      if (previous && !previous.some((d) => d.subDeckId === deck.subDeckId)) {
        const entry: MyDeck = {
          ...deck,
          id: `pending-${deck.subDeckId}`,
          createdAt: new Date().toISOString(),
          // Nothing studied yet: every word is new.
          counts: countWords(deck.wordCount, [], new Date()),
          wordsLearned: 0,
        };
        queryClient.setQueryData<MyDeck[]>(deckKeys.myDecks, [entry, ...previous]);
      }
      return { previous };
    },
    onError: (failure, deck, context) => {
      if (context?.previous) queryClient.setQueryData(deckKeys.myDecks, context.previous);
      setAdding((current) => {
        const next = new Set(current);
        next.delete(deck.subDeckId);
        return next;
      });
      const message = addDeckErrorMessage(failure, deck.name);
      notify.error(message);
      setError({ subDeckId: deck.subDeckId, message });
      later(ADD_DECK_TIMING.errorVisibleMs, () =>
        setError((current) => (current?.subDeckId === deck.subDeckId ? null : current)),
      );
    },
    onSuccess: (result, deck) => {
      const name = result.name || deck.name;
      // "Taking you there now...": it stays on the deck page (4 s at most) and goes when the learner leaves it.
      const toastId = `deck-added-${deck.subDeckId}`;
      keepToastToPage(toastId, deckPath(deck.subDeckId));
      notify.success(messages.decks.added(name), { id: toastId, duration: DECK_ADDED_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: deckKeys.progress(deck.subDeckId) });
      later(ADD_DECK_TIMING.overlayAfterMs, () => {
        setOverlay({ name });
        later(ADD_DECK_TIMING.navigateAfterOverlayMs, () => {
          setOverlay(null);
          navigate(deckPath(deck.subDeckId));
        });
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deckKeys.myDecks }),
  });

  const { mutate } = mutation;
  return {
    add: useCallback((deck: DeckToAdd) => mutate(deck), [mutate]),
    isAdding: (subDeckId) => adding.has(subDeckId),
    errorFor: (subDeckId) => (error?.subDeckId === subDeckId ? error.message : null),
    overlay,
  };
}
