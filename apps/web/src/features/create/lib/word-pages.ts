import type { InfiniteData } from "@tanstack/react-query";
import { WORDS_PAGE_SIZE } from "../api/get-own-words";
import type { OwnWord, OwnWordsPage } from "../types";

export type WordPages = InfiniteData<OwnWordsPage, number>;
/** What the readers need of the cached pages, whatever the query's page parameter type. */
type LoadedPages = { pages: readonly OwnWordsPage[] } | undefined;

/** Every loaded word, in deck order. */
export function flattenWords(data: LoadedPages): OwnWord[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

/** The deck's word count as the server last said it (adjusted by our own edits). */
export function totalWords(data: LoadedPages): number {
  return data?.pages.at(-1)?.total ?? 0;
}

/** The offset of the next page to load, or undefined when every word is loaded. */
export function nextOffset(pages: readonly OwnWordsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  return loaded < total ? loaded : undefined;
}

/**
 * Lays a word list out again as pages of the server's size, so a later refetch asks for the same
 * offsets the list now covers (after an insert, a delete or a move).
 */
export function toWordPages(words: readonly OwnWord[], total: number): WordPages {
  const pages: OwnWordsPage[] = [];
  const pageParams: number[] = [];
  for (let offset = 0; offset < words.length || pages.length === 0; offset += WORDS_PAGE_SIZE) {
    pages.push({ items: words.slice(offset, offset + WORDS_PAGE_SIZE), total });
    pageParams.push(offset);
  }
  return { pages, pageParams };
}

/** Moves the item at `from` to `to` (both indexes in the same list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
