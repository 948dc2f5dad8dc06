import { z } from "zod";
import { storableText } from "../text";

/** A catalogue search: at least 2 characters, so one letter does not list half the catalogue. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_DECKS = 10;
/** A search naming a language ("spanish") lists every deck of it; the largest language has 58. */
export const SEARCH_MAX_LANGUAGE_DECKS = 100;
export const SEARCH_MAX_WORDS = 20;

export const catalogueSearchQuerySchema = z.object({
  q: storableText(z.string().trim().min(SEARCH_MIN_LENGTH).max(100)),
});

/** `%` and `_` in what a learner typed are letters, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
