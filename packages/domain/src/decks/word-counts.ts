import { type DeckCounts, withDeckWords } from "./session-unlock";
import { isPastLearnNew, normaliseState } from "./word-status";

/**
 * The one set of counts every screen shows (Home's deck cards, the deck page and its sets, Stats,
 * Daily Goals, the catch-up plan, the offline copy). Each definition is here, once; every word of a
 * deck is exactly one of new or learned:
 *
 * - **learned**: finished Learn New (5 correct answers, or "Already know") or set aside as known. Learn
 *   New saves a word only when it finishes, so every studied word (any state but new) is learned: its
 *   building steps (1 min, 10 min, 1 h) are its first reviews, a forgotten word is a learned word being
 *   refreshed. The word dialog's "Mark as already known" sets a word aside (ignored), which says the
 *   learner knows it, so an ignored word counts as learned. This is the spec's "learned" (a word that
 *   finishes Learn New is learned that day), so one Learn New of 5 words meets a daily goal of 5.
 * - **building**: learned words still in their building steps or FSRS's learning state (state 1), not
 *   ignored. A part of learned: shown beside it ("12 learned · 3 still building").
 * - **new**: never studied (no progress, or state 0) and not ignored: what Learn New takes.
 * - **dueNow**: studied, not ignored, next review at or before now — what Need Review takes (building
 *   steps that have come due included, as the spec's need-review count does).
 * - **known**: the learned words the learner said they know instead of being taught them here:
 *   "Already know" in Learn New, or "Mark as already known" (ignored). A part of learned.
 * - **ignored**: set aside ("Mark as already known", or suspended in Anki): never studied or due. A
 *   part of known.
 *
 * So new + learned = total, building ⊆ learned, and ignored ⊆ known ⊆ learned.
 */
export interface WordCounts {
  total: number;
  new: number;
  building: number;
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
  /** Marked "Already know" in Learn New (a review log of kind "known"); absent reads as not. */
  markedKnown?: boolean;
  /**
   * How many words this row stands for (default 1): a database may send one row per group of alike
   * words (same state, ignore flag, due or not, known or not) instead of one per word.
   */
  count?: number;
}

export const EMPTY_WORD_COUNTS: Readonly<WordCounts> = Object.freeze({
  total: 0,
  new: 0,
  building: 0,
  learned: 0,
  dueNow: 0,
  known: 0,
  ignored: 0,
});

/** Learned: studied past Learn New (any state but new: building, review, relearning), or ignored. */
export function isLearned(progress: Pick<CountedProgress, "state" | "isIgnored"> | null): boolean {
  return progress !== null && (progress.isIgnored || isPastLearnNew(progress.state));
}

/** Building: a learned word still in its building steps or FSRS's learning state, not ignored. */
export function isBuilding(progress: Pick<CountedProgress, "state" | "isIgnored"> | null): boolean {
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
  if (!progress) return false;
  return progress.isIgnored || (progress.markedKnown === true && normaliseState(progress.state) === 2);
}

/**
 * The counts of a deck (or a set, or everything) from its word total and the learner's progress rows
 * for its words. Words without a row are new. `total` below the rows' number (a stale word count) is
 * raised to it, so no count is ever negative.
 */
export function countWords(total: number, progress: Iterable<CountedProgress>, now: Date): WordCounts {
  let rows = 0;
  let building = 0;
  let learned = 0;
  let dueNow = 0;
  let known = 0;
  let ignored = 0;
  for (const row of progress) {
    const n = row.count ?? 1;
    rows += n;
    if (isLearned(row)) learned += n;
    if (isBuilding(row)) building += n;
    if (isDueNow(row, now)) dueNow += n;
    if (isKnown(row)) known += n;
    if (row.isIgnored) ignored += n;
  }
  const wordTotal = Math.max(total, rows);
  return { total: wordTotal, new: wordTotal - learned, building, learned, dueNow, known, ignored };
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
  return counts.learned - counts.ignored;
}

/**
 * Words a session changed from new to learned: the day's "learned" (activity, goals, week). A word that
 * finishes Learn New leaves new (into its building steps, or into review when marked "Already know").
 */
export function becameLearned(stateBefore: number | string | null, stateAfter: number | string): boolean {
  return (stateBefore === null || normaliseState(stateBefore) === 0) && normaliseState(stateAfter) !== 0;
}

/**
 * The unlock rules' view of the counts (session-unlock's DeckCounts): reviewable words are "learned". `words`:
 * the deck's words when its items are more (a word's meaning → word direction, clozes), so that a small
 * deck's threshold is its words, not its items.
 */
export function unlockCounts(counts: WordCounts, words?: number | null): DeckCounts {
  return withDeckWords(
    {
      wordCount: counts.total,
      started: counts.total - counts.new,
      learned: reviewableWords(counts),
      due: counts.dueNow,
      ignored: counts.ignored,
    },
    words,
  );
}
