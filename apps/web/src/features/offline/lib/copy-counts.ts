import { isDue, isReviewCandidate, type WordProgressView } from "@app/domain/decks/word-status";
import type { OfflineDeck } from "./offline-session";

/** A kept deck's numbers as of a moment, computed on the device from its copy. */
export interface CopyCounts {
  total: number;
  /** Never studied. */
  new: number;
  /** Studied, not yet learned, not ignored (the building phase). */
  inProgress: number;
  /** Learned (in review or relearning), not ignored. */
  learned: number;
  /** Not ignored, next review at or before now. */
  dueNow: number;
  ignored: number;
}

/**
 * The deck's counts at `now` from the copy's word progress, with the deck page's definitions
 * (`word-status.ts`), so that offline Home, the offline deck page and the sessions built offline agree.
 * An older copy holds only its learned words: those are all it can count.
 */
export function copyCounts(copy: OfflineDeck, now: Date): CopyCounts {
  const total = copy.page?.progress.deck.wordCount ?? copy.learned.deck.wordCount;
  const rows: WordProgressView[] = copy.page
    ? copy.page.progress.progress
    : copy.learned.words.flatMap((w) => (w.progress ? [w.progress] : []));
  let inProgress = 0;
  let learned = 0;
  let dueNow = 0;
  let ignored = 0;
  for (const row of rows) {
    if (row.isIgnored) ignored += 1;
    else if (isReviewCandidate(row)) learned += 1;
    else inProgress += 1;
    if (isDue(row, now)) dueNow += 1;
  }
  return { total, new: Math.max(0, total - rows.length), inProgress, learned, dueNow, ignored };
}
