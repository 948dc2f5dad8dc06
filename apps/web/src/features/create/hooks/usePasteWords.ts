import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { countOf } from "../lib/format";
import type { OwnWord, WordInput } from "../types";

/** Loads every word of the deck (duplicates are found against the whole deck): still checking, or failed. */
export function useWholeDeckLoaded(loadAll: () => Promise<unknown>) {
  const [checking, setChecking] = useState(true);
  const [checkFailed, setCheckFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadAll()
      .catch(() => live && setCheckFailed(true))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [loadAll]);
  return { checking, checkFailed };
}

type AddWords = (words: WordInput[], onProgress?: (added: number) => void) => Promise<OwnWord[]>;

/**
 * Adds the pasted words with their progress; on a failure says how many were added before it
 * stopped, and why.
 */
export function useAddPastedWords(addWords: AddWords, onAdded: () => void) {
  const [adding, setAdding] = useState<{ done: number; of: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const add = async (good: WordInput[]) => {
    if (good.length === 0) return;
    setFailure(null);
    setAdding({ done: 0, of: good.length });
    let done = 0;
    try {
      await addWords(good, (added) => {
        done = added;
        setAdding({ done: added, of: good.length });
      });
      notify.success(`Added ${countOf(good.length, "word")}`);
      onAdded();
    } catch (error) {
      const reason = errorMessage(error, "Check your connection and try again.");
      setFailure(done > 0 ? `${countOf(done, "word")} added, then it stopped: ${reason}` : reason);
      setAdding(null);
    }
  };
  return { adding, failure, add };
}
