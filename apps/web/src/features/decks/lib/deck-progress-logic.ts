import { sessionAvailability } from "@app/domain/decks/session-unlock";
import { countWords, unlockCounts, type WordCounts } from "@app/domain/decks/word-counts";
import { messages } from "@app/domain/messages";
import type { DeckProgress, IgnoreBatchResult, WordProgress } from "../types";

/** The progress rows by word id, with local (not yet confirmed) ignore toggles applied. */
export function progressByWord(
  rows: readonly WordProgress[],
  overrides: ReadonlyMap<number, boolean>,
): Map<number, WordProgress> {
  const map = new Map<number, WordProgress>();
  for (const row of rows) {
    const ignored = overrides.get(row.wordId);
    map.set(row.wordId, ignored === undefined || ignored === row.isIgnored ? row : { ...row, isIgnored: ignored });
  }
  return map;
}

/** Percent complete: learned words (ignored ones included) over the deck's words, whole numbers. */
export function percentComplete(counts: WordCounts): number {
  if (counts.total <= 0) return 0;
  return Math.min(100, Math.round((counts.learned / counts.total) * 100));
}

/**
 * The cached deck progress after the server confirmed an ignore batch: the changed rows flip,
 * and counts and session unlocks are recomputed with the domain's rules (as the server would).
 */
export function applyIgnoreResult(data: DeckProgress, result: IgnoreBatchResult, now: Date): DeckProgress {
  const ignored = new Set(result.ignored);
  const unignored = new Set(result.unignored);
  if (ignored.size === 0 && unignored.size === 0) return data;
  const progress = data.progress.map((row) => {
    if (ignored.has(row.wordId) && !row.isIgnored) return { ...row, isIgnored: true };
    if (unignored.has(row.wordId) && row.isIgnored) return { ...row, isIgnored: false };
    return row;
  });
  const counts = countWords(data.counts.total, progress, now);
  return {
    ...data,
    progress,
    counts,
    sessions: sessionAvailability(unlockCounts(counts, data.deck.words)),
  };
}

/** The cached deck progress with one word's notes replaced. */
export function applyNotes(data: DeckProgress, wordId: number, notes: string | null): DeckProgress {
  return {
    ...data,
    progress: data.progress.map((row) => (row.wordId === wordId ? { ...row, userNotes: notes } : row)),
  };
}

/** The failure text for an ignore batch: one word says which way it went, several say "batch". */
export function ignoreFailureMessage(batch: { ignore: readonly number[]; unignore: readonly number[] }): string {
  const total = batch.ignore.length + batch.unignore.length;
  if (total > 1) return messages.decks.batchIgnoreFailed;
  return batch.ignore.length === 1 ? messages.decks.ignoreFailed : messages.decks.unignoreFailed;
}
