import { audioLanguageForDeck } from "@app/domain/audio/language-codes";
import { browserPronunciationDeps, findAudioLink, recordingOf } from "../../audio";
import type { OfflineDeck } from "./offline-deck";

/** The service worker's cache of recordings (see the app's Workbox settings). */
export const RECORDINGS_CACHE = "lexistep-recordings";
/** Per kept deck: the pronunciations of its next new words and of this many words due soonest. */
export const RECORDINGS_PER_DECK = 40;

/**
 * Fetches the pronunciations a kept deck will want next, through the service worker, which keeps
 * them (the lookup and the recording): offline, the words are then heard as online. Only when a
 * service worker controls the page (else nothing would be kept: answers null); a recording already
 * kept is not fetched again. Answers how many were fetched.
 */
export async function keepRecordings(deck: OfflineDeck, stopped: () => boolean): Promise<number | null> {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller || !("caches" in window)) return null;
  const { deck: info } = deck.learnNew;
  const dueAt = (word: (typeof deck.learned.words)[number]) => {
    const at = Date.parse(word.progress?.nextReview ?? "");
    return Number.isNaN(at) ? Number.POSITIVE_INFINITY : at;
  };
  const soonest = [...deck.learned.words].sort((a, b) => dueAt(a) - dueAt(b)).slice(0, RECORDINGS_PER_DECK);
  const cache = await caches.open(RECORDINGS_CACHE);
  let kept = 0;
  for (const word of [...deck.learnNew.words, ...soonest]) {
    if (stopped()) break;
    const request = {
      word: word.originalWord,
      audioCode: audioLanguageForDeck(info.languageId)?.code ?? null,
      speechLang: info.speechLang,
      recording: recordingOf(word),
    };
    const link = await findAudioLink(request, browserPronunciationDeps);
    if (!link || (await cache.match(link))) continue;
    const response = await fetch(link).catch(() => null);
    if (response?.ok) kept += 1;
  }
  return kept;
}

/** How many recordings the device keeps and the room they take (bytes). */
export async function keptRecordings(): Promise<{ count: number; bytes: number }> {
  if (!("caches" in window) || !(await caches.has(RECORDINGS_CACHE))) return { count: 0, bytes: 0 };
  const cache = await caches.open(RECORDINGS_CACHE);
  let bytes = 0;
  const keys = await cache.keys();
  for (const key of keys) {
    const response = await cache.match(key);
    if (response) bytes += (await response.blob()).size;
  }
  return { count: keys.length, bytes };
}
