import { homeTabPath } from "@app/domain/navigation";

/** Where Create's screens live (the route patterns are in app/router/routes.tsx). */
export const createTabPath = homeTabPath("create");
export const importPath = "/create/import";
/** The reader: a text against the learner's memory (its screen is the reader feature's). */
export const readerPath = "/create/reader";

export function ownDeckEditorPath(deckId: string): string {
  return `/create/decks/${encodeURIComponent(deckId)}`;
}

export function importStatusPath(importId: string): string {
  return `/create/import/${encodeURIComponent(importId)}`;
}

export function sharedDeckPath(deckId: string): string {
  return `/decks/shared/${encodeURIComponent(deckId)}`;
}
