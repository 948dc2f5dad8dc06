import { nextComingDue } from "@app/domain/decks/coming-due";
import { countWords } from "@app/domain/decks/word-counts";
import { type WordStatus, wordStatus } from "@app/domain/decks/word-status";
import { useMemo } from "react";
import { progressByWord } from "../lib/deck-progress-logic";
import type { DeckProgress, Word } from "../types";

/** Equal statuses share one object, so memoised word cards skip re-rendering when theirs didn't change. */
function internStatus(cache: Map<string, WordStatus>, status: WordStatus): WordStatus {
  const key = `${status.kind}|${status.label}|${status.tone}`;
  const hit = cache.get(key);
  if (hit) return hit;
  cache.set(key, status);
  return status;
}

/**
 * A deck page's progress with the learner's unsent ignore toggles applied: each word's row and
 * status, the deck's counts (the same as Home, Stats and the server: domain word-counts) and the
 * next words coming due.
 */
export function useDeckWordProgress(data: DeckProgress, words: Word[], overrides: ReadonlyMap<number, boolean>) {
  const now = useMemo(() => new Date(data.now), [data.now]);
  const progress = useMemo(() => progressByWord(data.progress, overrides), [data.progress, overrides]);
  const wordCount = data.deck.wordCount;
  const counts = useMemo(() => countWords(wordCount, progress.values(), now), [wordCount, progress, now]);
  const statusCache = useMemo(() => new Map<string, WordStatus>(), []);
  const statuses = useMemo(() => {
    const map = new Map<number, WordStatus>();
    for (const word of words)
      map.set(
        word.id,
        internStatus(statusCache, wordStatus(progress.get(word.id) ?? null, now, { vacation: data.vacation ?? false })),
      );
    return map;
  }, [words, progress, now, statusCache, data.vacation]);
  const coming = useMemo(() => nextComingDue(progress.values(), now), [progress, now]);
  return { now, progress, counts, statuses, coming };
}
