import type { DeckProgress, Word } from "../../../shared/types";
import { shouldRefreshCopy } from "./copy-refresh";
import { excludedDecks } from "./offline-choice";
import { indexedDbAvailable, readKeptDeck } from "./offline-study-store";
import { refreshCopy } from "./refresh-copy";

/** Serialises refreshes per deck: a save and a visit at once read and write the copy one after the other. */
const running = new Map<string, Promise<unknown>>();

function oneAtATime(key: string, task: () => Promise<unknown>): Promise<unknown> {
  const next = (running.get(key) ?? Promise.resolve()).then(task, task);
  running.set(key, next);
  return next;
}

/** After a visit to a deck's page read from the server: its copy is refreshed with what the page read. */
export function keepVisitedDeck(
  userId: string,
  subDeckId: string,
  page: { progress: DeckProgress; words: Word[] },
): Promise<unknown> {
  if (!indexedDbAvailable()) return Promise.resolve();
  const event = { kind: "visited", inCollection: page.progress.inCollection } as const;
  return oneAtATime(`${userId}|${subDeckId}`, async () => {
    const copy = await readKeptDeck(userId, subDeckId).catch(() => null);
    if (!shouldRefreshCopy(copy, event, { excluded: excludedDecks().has(subDeckId), now: Date.now() })) return;
    await refreshCopy(userId, subDeckId, copy, { page });
  });
}

/** After a save on a deck reached the server (a session, ignored words, a note): its copy is read again. */
export function keepSavedDeck(userId: string, subDeckId: string): Promise<unknown> {
  if (!indexedDbAvailable()) return Promise.resolve();
  return oneAtATime(`${userId}|${subDeckId}`, async () => {
    const copy = await readKeptDeck(userId, subDeckId).catch(() => null);
    const excluded = excludedDecks().has(subDeckId);
    if (!shouldRefreshCopy(copy, { kind: "saved" }, { excluded, now: Date.now() })) return;
    await refreshCopy(userId, subDeckId, copy, { wordsUnchanged: true });
  });
}
