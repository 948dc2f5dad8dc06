import { countWords, type WordCounts } from "@app/domain/decks/word-counts";
import type { OfflineDeck } from "./offline-deck";

/** A kept deck's numbers as of a moment, computed on the device from its copy. */
export type CopyCounts = WordCounts;

/**
 * The deck's counts at `now` from the copy's word progress, with the one definition every screen uses
 * (`@app/domain/decks/word-counts`), so that offline Home, the offline deck page and the online screens
 * agree. An older copy holds only its learned words: those are all it can count.
 */
export function copyCounts(copy: OfflineDeck, now: Date): CopyCounts {
  const total = copy.page?.progress.deck.wordCount ?? copy.learned.deck.wordCount;
  const rows = copy.page
    ? copy.page.progress.progress
    : copy.learned.words.flatMap((w) => (w.progress ? [w.progress] : []));
  return countWords(total, rows, now);
}
