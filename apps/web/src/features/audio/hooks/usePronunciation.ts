import { audioLanguageForDeck } from "@app/domain/audio/language-codes";
import { AUDIO_AUTOPLAY_DELAY_MS } from "@app/domain/study/constants";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  type AudioStatus,
  browserPronunciationDeps,
  initialStatus,
  type PronunciationDeps,
  type PronunciationRequest,
  playPronunciation,
  statusKey,
} from "../lib/pronunciation";

export interface PronunciationTarget {
  /** The word to pronounce. */
  word: string;
  /** The catalogue's language id (e.g. "chinese"): picks the server's audio language. */
  languageId: string;
  /** The browser's speech-synthesis tag (e.g. "zh-CN"), used when the server has no audio. */
  speechLang: string;
  /** The word's own recording (imported with it), when it has one. */
  recording?: string | null;
}

/** Where a word's own recording is served, for words that came with one. */
export function recordingOf(word: { id: number; hasAudio?: boolean }): string | null {
  return word.hasAudio ? `/api/words/${word.id}/audio` : null;
}

/**
 * The audio button's state for one word, and play(). Each new `autoplayKey` (a prompt appearing)
 * plays the word 300 ms later; null turns autoplay off. Playback stops when the word changes or
 * the screen goes.
 */
export function usePronunciation(
  { word, languageId, speechLang, recording = null }: PronunciationTarget,
  autoplayKey: string | null = null,
  deps: PronunciationDeps = browserPronunciationDeps,
) {
  const request = useMemo<PronunciationRequest>(
    () => ({ word, audioCode: audioLanguageForDeck(languageId)?.code ?? null, speechLang, recording }),
    [word, languageId, speechLang, recording],
  );
  const key = statusKey(request);
  const [state, setState] = useState<{ key: string; status: AudioStatus }>(() => ({
    key,
    status: initialStatus(request, deps),
  }));
  const stopRef = useRef<() => void>(() => undefined);
  // A new word starts from its own status.
  const status = state.key === key ? state.status : initialStatus(request, deps);

  const play = useCallback(() => {
    stopRef.current();
    stopRef.current = playPronunciation(request, deps, (next) => setState({ key, status: next }));
  }, [request, deps, key]);

  useEffect(() => {
    if (autoplayKey === null || initialStatus(request, deps) === "unavailable") return;
    const timer = window.setTimeout(play, AUDIO_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplayKey, play, request, deps]);

  // Leaving a word (or the screen) stops its audio.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per word on purpose
  useEffect(() => () => stopRef.current(), [key]);

  return { status, play };
}
