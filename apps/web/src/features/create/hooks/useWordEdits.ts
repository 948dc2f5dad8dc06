import { OWN_WORDS_PER_REQUEST } from "@app/domain/create/own-deck";
import { useCallback } from "react";
import { addOwnWords } from "../api/add-own-words";
import { updateOwnWord } from "../api/update-own-word";
import type { OwnWord, WordInput } from "../types";
import { useInvalidateDeck } from "./useInvalidateDeck";
import { useEditWordCache } from "./useOwnWords";

/**
 * Adding and changing words, with the cached list kept in step. Added words go at the end; when the
 * end isn't loaded yet only the count grows (they appear when the list gets there). Errors are thrown
 * to the caller, which keeps what the learner typed and shows why.
 */
export function useWordEdits(deckId: string) {
  const editCache = useEditWordCache(deckId);
  const invalidateDeck = useInvalidateDeck(deckId);

  const append = useCallback(
    (added: OwnWord[]) => {
      editCache((words, total) => {
        const allLoaded = words.length >= total;
        return { words: allLoaded ? [...words, ...added] : words, total: total + added.length };
      });
    },
    [editCache],
  );

  /**
   * Adds words in requests of 5,000 (`onProgress` hears the running count). A failure part-way is rethrown;
   * the words of the requests before it are in the list by then.
   */
  const addWords = useCallback(
    async (inputs: WordInput[], onProgress?: (added: number) => void): Promise<OwnWord[]> => {
      const added: OwnWord[] = [];
      try {
        for (let start = 0; start < inputs.length; start += OWN_WORDS_PER_REQUEST) {
          const items = await addOwnWords(deckId, inputs.slice(start, start + OWN_WORDS_PER_REQUEST));
          added.push(...items);
          append(items);
          onProgress?.(added.length);
        }
      } finally {
        if (added.length > 0) invalidateDeck();
      }
      return added;
    },
    [deckId, append, invalidateDeck],
  );

  const updateWord = useCallback(
    async (wordId: number, patch: Partial<WordInput>): Promise<OwnWord> => {
      const saved = await updateOwnWord(deckId, wordId, patch);
      editCache((words, total) => ({ words: words.map((w) => (w.id === wordId ? { ...w, ...saved } : w)), total }));
      return saved;
    },
    [deckId, editCache],
  );

  return { addWords, updateWord };
}
