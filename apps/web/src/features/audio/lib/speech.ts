/**
 * Pronunciation through the browser's speech synthesis: the provider used when our server has no
 * audio for a word. Availability follows the spec's states: loading (on play) → available when
 * speech starts, unavailable when it fails or never starts.
 */
export type AudioStatus = "available" | "loading" | "unavailable";

/** How long speech may take to start before the word counts as having no audio. */
export const SPEECH_START_TIMEOUT_MS = 3000;

export function speechSupported(): boolean {
  return (
    typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined"
  );
}

function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const wanted = lang.toLowerCase();
  const base = wanted.split("-")[0];
  return (
    voices.find((v) => v.lang.toLowerCase() === wanted) ??
    voices.find((v) => v.lang.toLowerCase().replace("_", "-").split("-")[0] === base)
  );
}

/**
 * Speaks `text` in `lang`; `onStatus` hears loading, then available or unavailable.
 * Returns a function that stops it (and reports nothing more).
 */
export function speak(text: string, lang: string, onStatus: (status: AudioStatus) => void): () => void {
  if (!speechSupported() || !text.trim()) {
    onStatus("unavailable");
    return () => undefined;
  }
  let settled = false;
  let stopped = false;
  const report = (status: AudioStatus) => {
    if (stopped) return;
    onStatus(status);
  };
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  const voice = voiceFor(lang);
  if (voice) utterance.voice = voice;
  const timer = window.setTimeout(() => {
    if (settled) return;
    settled = true;
    synth.cancel();
    report("unavailable");
  }, SPEECH_START_TIMEOUT_MS);
  utterance.onstart = () => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    report("available");
  };
  utterance.onerror = (event) => {
    window.clearTimeout(timer);
    // Our own cancel (a new word, leaving the screen) is not a failure.
    if (event.error === "interrupted" || event.error === "canceled") {
      if (!settled) report("available");
    } else report("unavailable");
    settled = true;
  };
  report("loading");
  synth.speak(utterance);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    synth.cancel();
  };
}
