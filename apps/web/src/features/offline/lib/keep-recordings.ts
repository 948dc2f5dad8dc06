import { audioLanguageForDeck } from "@app/domain/audio/language-codes";
import { browserPronunciationDeps, findAudioLink, recordingOf } from "../../audio";
import type { OfflineDeck } from "./offline-deck";
import { RECORDINGS_CACHE } from "./recordings-cache";

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
