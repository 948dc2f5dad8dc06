import { default_w, forgetting_curve } from "ts-fsrs";

/** Words that fall due within this much of the first one are announced together. */
const TOGETHER_MS = 60_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface ComingDue {
  /** How many words fall due at about that time. */
  count: number;
  at: Date;
}

/**
 * The next words to come due (not due yet, not ignored): the earliest due time and how many words
 * fall due within a minute of it. Null when nothing is waiting.
 */
export function nextComingDue(
  rows: Iterable<{ nextReview: Date | string | null; isIgnored?: boolean }>,
  now: Date,
): ComingDue | null {
  const times: number[] = [];
  for (const row of rows) {
    if (row.isIgnored || !row.nextReview) continue;
    const at = new Date(row.nextReview).getTime();
    if (at > now.getTime()) times.push(at);
  }
  if (times.length === 0) return null;
  const first = Math.min(...times);
  return { count: times.filter((t) => t <= first + TOGETHER_MS).length, at: new Date(first) };
}

/** "in 4 min", "in 3 h", "in 2 days" (rounded up, so "in 1 min" until it is due). */
export function formatDueIn(at: Date, now: Date): string {
  const ms = Math.max(0, at.getTime() - now.getTime());
  if (ms < HOUR_MS) return `in ${Math.max(1, Math.ceil(ms / MINUTE_MS))} min`;
  if (ms < DAY_MS) return `in ${Math.round(ms / HOUR_MS)} h`;
  const days = Math.round(ms / DAY_MS);
  return days === 1 ? "in 1 day" : `in ${days} days`;
}

/** "3 words due in 4 min", "1 word due in 2 h". */
export function comingDueText(coming: ComingDue, now: Date): string {
  return `${coming.count} ${coming.count === 1 ? "word" : "words"} due ${formatDueIn(coming.at, now)}`;
}

/**
 * The chance of recalling a word now, from its stability (days) and its last review: FSRS's
 * forgetting curve with the default parameters' decay. Null for a word without a memory state.
 */
export function recallChance(
  progress: { stability: number | null; lastReview: Date | string | null },
  now: Date,
): number | null {
  if (!progress.stability || progress.stability <= 0 || !progress.lastReview) return null;
  const elapsedDays = Math.max(0, (now.getTime() - new Date(progress.lastReview).getTime()) / DAY_MS);
  return forgetting_curve([...default_w], elapsedDays, progress.stability);
}
