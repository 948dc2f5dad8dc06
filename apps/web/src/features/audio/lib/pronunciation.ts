import { type AudioEntry, getAudios } from "../api/get-audios";
import { AudioLookupCache, AudioStatusStore, audioKey, type KeyValueStorage } from "./audio-cache";
import { type AudioStatus, speak, speechSupported } from "./speech";

export type { AudioStatus } from "./speech";

/** What to pronounce: the word, the server's language code (null: none) and the browser's speech tag. */
export interface PronunciationRequest {
  word: string;
  audioCode: string | null;
  speechLang: string;
  /** A recording the word itself came with (an imported Anki note): played before any other provider. */
  recording?: string | null;
}

/** A playback that has been asked to start: `started` settles once it plays or fails. */
export interface Playback {
  started: Promise<void>;
  stop: () => void;
}

export interface PronunciationDeps {
  lookups: AudioLookupCache;
  statuses: AudioStatusStore;
  fetchAudios: (code: string, word: string) => Promise<AudioEntry[]>;
  playLink: (link: string) => Playback;
  speechSupported: () => boolean;
  speak: (text: string, lang: string, onStatus: (status: AudioStatus) => void) => () => void;
  /** The browser says it has no network (a failed playback is then not remembered against the word). */
  isOffline?: () => boolean;
}

/** The key availability is remembered under: the audio code, else the speech tag, and the word. */
export function statusKey(request: PronunciationRequest): string {
  if (request.recording) return audioKey("recording", request.recording);
  return audioKey(request.audioCode ?? request.speechLang, request.word);
}

/**
 * The button's state before anything is played: unavailable when the word is known to have no
 * audio (remembered for 24 hours) or there is no provider at all; otherwise available.
 */
export function initialStatus(request: PronunciationRequest, deps: PronunciationDeps): AudioStatus {
  if (!request.word.trim()) return "unavailable";
  if (deps.statuses.isUnavailable(statusKey(request))) return "unavailable";
  if (request.recording) return "available";
  if (!request.audioCode && !(request.speechLang && deps.speechSupported())) return "unavailable";
  return "available";
}

/**
 * The server's first audio link for the word, from the memory cache when looked up recently.
 * A failed request counts as no link and is not cached, so it is asked again next time.
 */
export async function findAudioLink(request: PronunciationRequest, deps: PronunciationDeps): Promise<string | null> {
  if (request.recording) return request.recording;
  if (!request.audioCode) return null;
  const key = audioKey(request.audioCode, request.word);
  let entries = deps.lookups.get(key);
  if (entries === undefined) {
    try {
      entries = await deps.fetchAudios(request.audioCode, request.word.trim());
      if (!Array.isArray(entries)) entries = [];
      deps.lookups.set(key, entries);
    } catch {
      return null;
    }
  }
  return entries.find((e) => typeof e.link === "string" && e.link.length > 0)?.link ?? null;
}

/** Autoplay refused by the browser (no user gesture yet) or playback interrupted: not the word's fault. */
function isTransientPlayError(error: unknown): boolean {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "NotAllowedError" || name === "AbortError";
}

/**
 * Plays the word with the first provider that has it: the server's audio link, else the browser's
 * speech synthesis in the deck's language, else nothing. `onStatus` hears loading, then available
 * (it played) or unavailable (no provider, or playback failed — remembered for 24 hours, which
 * blocks trying again). Returns a function that stops it; nothing is reported after that.
 */
export function playPronunciation(
  request: PronunciationRequest,
  deps: PronunciationDeps,
  onStatus: (status: AudioStatus) => void,
): () => void {
  const key = statusKey(request);
  let stopped = false;
  let stopPlayback: () => void = () => undefined;
  const report = (status: AudioStatus) => {
    if (stopped) return;
    if (status === "unavailable") deps.statuses.markUnavailable(key);
    onStatus(status);
  };

  if (!request.word.trim() || deps.statuses.isUnavailable(key)) {
    onStatus("unavailable");
    return () => undefined;
  }
  report("loading");

  void findAudioLink(request, deps).then((link) => {
    if (stopped) return;
    if (link) {
      const playback = deps.playLink(link);
      stopPlayback = playback.stop;
      playback.started.then(
        () => report("available"),
        (error: unknown) => {
          // Offline and not kept on the device: not the word's fault; the browser's voice says it.
          if (deps.isOffline?.()) {
            if (request.speechLang && deps.speechSupported())
              stopPlayback = deps.speak(request.word, request.speechLang, report);
            else onStatus("available");
            return;
          }
          report(isTransientPlayError(error) ? "available" : "unavailable");
        },
      );
      return;
    }
    if (request.speechLang && deps.speechSupported()) {
      stopPlayback = deps.speak(request.word, request.speechLang, report);
      return;
    }
    report("unavailable");
  });

  return () => {
    stopped = true;
    stopPlayback();
  };
}

/** One HTMLAudioElement per playback; a new playback anywhere stops the one before. */
let current: (() => void) | null = null;

function playLinkInBrowser(link: string): Playback {
  current?.();
  const audio = new Audio(link);
  audio.preload = "auto";
  const stop = () => {
    audio.pause();
    audio.removeAttribute("src");
    if (current === stop) current = null;
  };
  current = stop;
  let started: Promise<void>;
  try {
    started = Promise.resolve(audio.play());
  } catch (error) {
    started = Promise.reject(error);
  }
  return { started, stop };
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The app's providers: the server, this browser's audio element and speech, caches shared by every button. */
export const browserPronunciationDeps: PronunciationDeps = {
  lookups: new AudioLookupCache(() => Date.now()),
  statuses: new AudioStatusStore(browserStorage, () => Date.now()),
  fetchAudios: (code, word) => getAudios(code, word),
  playLink: playLinkInBrowser,
  speechSupported,
  speak,
  isOffline: () => typeof navigator !== "undefined" && navigator.onLine === false,
};
