import { normaliseState } from "./word-status";

/**
 * The one set of counts every screen shows (Home's deck cards, the deck page and its sets, the word
 * dialog, Stats, Daily Goals, the catch-up plan, the offline copy). Each definition is here, once:
 *
 * - **learned**: past the building phase — in review (state 2) or relearning after a lapse (state 3;
 *   a forgotten word is still a learned word being refreshed). Words the learner marked as known
 *   count as learned: "Already know" in Learn New puts a word straight into review, and the word
 *   dialog's "Mark as already known" (ignore) is only offered on learned words. Ignored learned words
 *   stay learned: setting a word aside does not unlearn it.
 * - **inProgress**: studied, not yet learned — in its building steps (1 min, 10 min, 1 h) or in FSRS's
 *   learning state (state 1), and not ignored.
 * - **new**: never studied (no progress, or state 0) and not ignored: what Learn New takes.
 * - **dueNow**: not ignored, studied, next review at or before now — what Need Review takes (building
 *   steps that have come due included, as the spec's need-review count does).
 * - **known**: learned words the learner said they know, without being taught here: "Already know"
 *   in Learn New, or "Mark as already known" in the word dialog. A part of learned.
 * - **ignored**: set aside by the learner (or suspended in Anki): never studied or due.
 *
 * So learned + inProgress + new + (ignored words not learned) = total; known ⊆ learned. An ignored
 * word that was never learned only arises from an Anki package whose suspended card was new.
 */
export interface WordCounts {
  total: number;
  new: number;
  inProgress: number;
  learned: number;
  dueNow: number;
  known: number;
  ignored: number;
}

/** What the counts need to know of one word's progress row. */
export interface CountedProgress {
  state: number | string;
  nextReview: Date | string | null;
  isIgnored: boolean;
  /** Marked "Already know" in Learn New (a review log of kind "known"). */
  markedKnown: boolean;
}

export const EMPTY_WORD_COUNTS: Readonly<WordCounts> = Object.freeze({
  total: 0,
  new: 0,
  inProgress: 0,
  learned: 0,
  dueNow: 0,
  known: 0,
  ignored: 0,
});

/** Learned: in review or relearning (normaliseState reads 3 and unknown states as review). */
export function isLearned(progress: Pick<CountedProgress, "state"> | null): boolean {
  return progress !== null && normaliseState(progress.state) === 2;
}

/** In progress: in the building steps or FSRS's learning state, not ignored. */
export function isInProgress(progress: Pick<CountedProgress, "state" | "isIgnored"> | null): boolean {
  return progress !== null && !progress.isIgnored && normaliseState(progress.state) === 1;
}

/** Due now: studied, not ignored, next review at or before now. */
export function isDueNow(progress: Pick<CountedProgress, "state" | "nextReview" | "isIgnored"> | null, now: Date) {
  if (!progress || progress.isIgnored || !progress.nextReview) return false;
  if (normaliseState(progress.state) === 0) return false;
  return new Date(progress.nextReview).getTime() <= now.getTime();
}

/** Known: a learned word the learner said they know ("Already know", or "Mark as already known"). */
export function isKnown(progress: CountedProgress | null): boolean {
  return isLearned(progress) && (progress!.isIgnored || progress!.markedKnown);
}

/**
 * The counts of a deck (or a set, or everything) from its word total and the learner's progress rows
 * for its words. Words without a row are new. `total` below the rows' number (a stale word count) is
 * raised to it, so no count is ever negative.
 */
export function countWords(total: number, progress: Iterable<CountedProgress>, now: Date): WordCounts {
  let rows = 0;
  let inProgress = 0;
  let learned = 0;
  let dueNow = 0;
  let known = 0;
  let ignored = 0;
  let notNew = 0;
  for (const row of progress) {
    rows += 1;
    const isLearnedRow = isLearned(row);
    if (isLearnedRow) learned += 1;
    if (isInProgress(row)) inProgress += 1;
    if (isDueNow(row, now)) dueNow += 1;
    if (isKnown(row)) known += 1;
    if (row.isIgnored) ignored += 1;
    if (isLearnedRow || row.isIgnored || normaliseState(row.state) === 1) notNew += 1;
  }
  const wordTotal = Math.max(total, rows);
  return { total: wordTotal, new: wordTotal - notNew, inProgress, learned, dueNow, known, ignored };
}

/** The counts of several decks or sets together (an own deck's parts, every deck for Stats). */
export function addWordCounts(parts: Iterable<WordCounts>): WordCounts {
  const sum = { ...EMPTY_WORD_COUNTS };
  for (const part of parts) {
    for (const key of Object.keys(sum) as (keyof WordCounts)[]) sum[key] += part[key];
  }
  return sum;
}

/** Words a session can review: learned and not ignored (the unlock rules' "learned"). */
export function reviewableWords(counts: WordCounts): number {
  return counts.learned - learnedIgnored(counts);
}

/**
 * Ignored words that are learned. Ignore is offered only on learned words, so every ignored word is
 * learned except an Anki card suspended before it was learned: those are not in learned, new or in
 * progress, and the partition gives their number.
 */
function learnedIgnored(counts: WordCounts): number {
  const ignoredUnlearned = counts.total - counts.new - counts.inProgress - counts.learned;
  return counts.ignored - ignoredUnlearned;
}

/** Words a session changed from not learned to learned: the day's "learned" (activity, goals, week). */
export function becameLearned(stateBefore: number | string | null, stateAfter: number | string): boolean {
  return (stateBefore === null || normaliseState(stateBefore) !== 2) && normaliseState(stateAfter) === 2;
}
