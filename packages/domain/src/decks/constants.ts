export const LANGUAGES_PER_PAGE = 9;
export const DECKS_PER_LANGUAGE_PAGE = 4;
export const HOME_DECKS_PER_PAGE = 10;
export const WORDS_PER_SET = 50;
export const SETS_PER_PAGE = 5;
export const WORDS_PER_FETCH = 1000;
export const UPDATES_SHOWN = 3;
export const DECK_CARD_DESCRIPTION_WORDS = 16;
export const IGNORE_BATCH_FLUSH_MS = 2000;
export const NOTES_MAX_LENGTH = 500;

/** The daily goal levels: 0 Beginner, 1 Intermediate, 2 Advanced. */
export const DAILY_GOAL_LEVELS = [
  { level: 0, name: "Beginner", learn: 5, review: 20 },
  { level: 1, name: "Intermediate", learn: 15, review: 50 },
  { level: 2, name: "Advanced", learn: 25, review: 100 },
] as const;
export type DailyGoalLevel = 0 | 1 | 2;
export const DEFAULT_DAILY_GOAL_LEVEL: DailyGoalLevel = 0;

/** Whether a day's counts meet the daily goal of a level: both its learn and its review targets. */
export function dailyGoalMet(level: DailyGoalLevel, learned: number, reviewed: number): boolean {
  const goal = DAILY_GOAL_LEVELS[level] ?? DAILY_GOAL_LEVELS[0];
  return learned >= goal.learn && reviewed >= goal.review;
}

/** Percent of a goal reached, 0–100, whole numbers. */
export function goalPercent(done: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.round((Math.max(0, done) / target) * 100));
}

/** "First sixteen words of the description…" */
export function truncateWords(text: string, maxWords = DECK_CARD_DESCRIPTION_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= maxWords ? words.join(" ") : `${words.slice(0, maxWords).join(" ")}...`;
}

/** "chinese" → "Chinese" (language ids are lower-case names). */
export function languageDisplayName(id: string): string {
  return id
    .split(/[\s-]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of a list, pages counted from 1; a page past the end gives the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    total: items.length,
    page: current,
    pageCount,
  };
}
