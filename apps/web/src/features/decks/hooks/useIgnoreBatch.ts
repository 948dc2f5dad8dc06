import { IGNORE_BATCH_FLUSH_MS, WORDS_PER_FETCH } from "@app/domain/decks/constants";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/toast";
import { deckKeys } from "../../../shared/query-keys";
import { refreshCopyAfterSave } from "../../offline";
import { sendIgnoredOnExit, updateIgnored } from "../api/update-ignored";
import { applyIgnoreResult, ignoreFailureMessage } from "../lib/deck-progress-logic";
import type { DeckProgress, IgnoreBatch } from "../types";

export interface IgnoreBatcher {
  /** Word id → the ignored state the user chose and the server hasn't confirmed yet. */
  overrides: ReadonlyMap<number, boolean>;
  /** Records a toggle; it is sent with the others 2 s after the first one, or when the page is left. */
  setIgnored: (wordId: number, ignored: boolean) => void;
}

/** Splits a batch so no list exceeds what one request may carry. */
function chunk(batch: IgnoreBatch): IgnoreBatch[] {
  const out: IgnoreBatch[] = [];
  for (let i = 0; i < Math.max(batch.ignore.length, batch.unignore.length); i += WORDS_PER_FETCH) {
    out.push({
      subDeckId: batch.subDeckId,
      ignore: batch.ignore.slice(i, i + WORDS_PER_FETCH),
      unignore: batch.unignore.slice(i, i + WORDS_PER_FETCH),
    });
  }
  return out;
}

/** Each word of a batch with the ignored state it was sent with. */
function sentWords(batch: IgnoreBatch): Map<number, boolean> {
  return new Map<number, boolean>([
    ...batch.ignore.map((id) => [id, true] as const),
    ...batch.unignore.map((id) => [id, false] as const),
  ]);
}

/** Counts the words into (1) or out of (-1) the requests that haven't answered yet. */
function countInFlight(inFlight: Map<number, number>, words: Iterable<number>, step: 1 | -1): void {
  for (const wordId of words) {
    const left = (inFlight.get(wordId) ?? (step === 1 ? 0 : 1)) + step;
    if (left > 0) inFlight.set(wordId, left);
    else inFlight.delete(wordId);
  }
}

/** Sends a batch (in parts), puts each answer in the cached progress, and says so if it failed. */
async function sendIgnoreBatch(queryClient: QueryClient, subDeckId: string, batch: IgnoreBatch): Promise<void> {
  try {
    for (const part of chunk(batch)) {
      const result = await updateIgnored(part);
      queryClient.setQueryData<DeckProgress>(deckKeys.progress(subDeckId), (data) =>
        data ? applyIgnoreResult(data, result, new Date()) : data,
      );
    }
    void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
    refreshCopyAfterSave(subDeckId);
  } catch {
    notify.error(ignoreFailureMessage(batch));
  }
}

/**
 * Ignore toggles on the deck page, batched client-side (spec §7: flushed after 2 s). The screen
 * shows `overrides` at once; a flush sends them, updates the cached progress from the answer and
 * drops the confirmed overrides. A failure puts the words back and says so. Leaving the page
 * flushes; closing the tab sends the batch with `keepalive` on `pagehide`.
 */
export function useIgnoreBatch(
  subDeckId: string,
  serverIgnored: (wordId: number) => boolean | undefined,
): IgnoreBatcher {
  const queryClient = useQueryClient();
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map());
  const pending = useRef(new Map<number, boolean>());
  /** Words in a request that hasn't answered yet. */
  const inFlight = useRef(new Map<number, number>());
  const timer = useRef<number | null>(null);
  const mounted = useRef(true);
  const serverIgnoredRef = useRef(serverIgnored);
  serverIgnoredRef.current = serverIgnored;

  const takePending = useCallback((): IgnoreBatch | null => {
    if (timer.current !== null) {
      window.clearTimeout(timer.current);
      timer.current = null;
    }
    if (pending.current.size === 0) return null;
    const batch: IgnoreBatch = { subDeckId, ignore: [], unignore: [] };
    for (const [wordId, ignored] of pending.current) (ignored ? batch.ignore : batch.unignore).push(wordId);
    pending.current.clear();
    return batch;
  }, [subDeckId]);

  /** Drops overrides the server has settled, unless the user toggled the word again meanwhile. */
  const settle = useCallback((sent: Map<number, boolean>) => {
    if (!mounted.current) return;
    setOverrides((current) => {
      const next = new Map(current);
      for (const [wordId, ignored] of sent) {
        if (next.get(wordId) === ignored && !pending.current.has(wordId)) next.delete(wordId);
      }
      return next;
    });
  }, []);

  const flush = useCallback(async () => {
    const batch = takePending();
    if (!batch) return;
    const sent = sentWords(batch);
    countInFlight(inFlight.current, sent.keys(), 1);
    await sendIgnoreBatch(queryClient, subDeckId, batch);
    countInFlight(inFlight.current, sent.keys(), -1);
    // Confirmed words now match the cache; skipped or failed ones fall back to the server's state.
    settle(sent);
  }, [queryClient, settle, subDeckId, takePending]);

  const flushRef = useRef(flush);
  flushRef.current = flush;

  const setIgnored = useCallback((wordId: number, ignored: boolean) => {
    setOverrides((current) => new Map(current).set(wordId, ignored));
    if (serverIgnoredRef.current(wordId) === ignored && !inFlight.current.has(wordId)) {
      // Toggled back before the flush: nothing to send for this word.
      pending.current.delete(wordId);
      setOverrides((current) => {
        const next = new Map(current);
        next.delete(wordId);
        return next;
      });
      return;
    }
    pending.current.set(wordId, ignored);
    if (timer.current === null) {
      timer.current = window.setTimeout(() => {
        timer.current = null;
        void flushRef.current();
      }, IGNORE_BATCH_FLUSH_MS);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    const onPageHide = () => {
      const batch = takePending();
      if (batch) for (const part of chunk(batch)) sendIgnoredOnExit(part);
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      mounted.current = false;
      // Leaving the page (another route): send what is waiting now.
      void flushRef.current();
    };
  }, [takePending]);

  return { overrides, setIgnored };
}
