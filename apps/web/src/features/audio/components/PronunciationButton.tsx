import { type PronunciationTarget, usePronunciation } from "../hooks/usePronunciation";
import { AudioButton } from "./AudioButton";

/** An audio button that finds and plays a word's pronunciation by itself (no autoplay). */
export function PronunciationButton({ large = false, ...target }: PronunciationTarget & { large?: boolean }) {
  const { status, play } = usePronunciation(target);
  return <AudioButton status={status} onPlay={play} large={large} />;
}
