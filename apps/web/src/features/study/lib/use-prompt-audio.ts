import { recordingOf, usePronunciation } from "../../audio";
import type { SessionWord, StudyDeck } from "../types";

export type PromptAudio = ReturnType<typeof usePronunciation>;

/**
 * The pronunciation of the word on screen (its own recording first, then the deck's language).
 * `autoplayKey`: set while an audio prompt asks for the word, it plays once per prompt.
 */
export function usePromptAudio(
  word: Pick<SessionWord, "id" | "originalWord" | "hasAudio"> | undefined,
  deck: Pick<StudyDeck, "languageId" | "speechLang">,
  autoplayKey: string | null,
): PromptAudio {
  return usePronunciation(
    {
      word: word?.originalWord ?? "",
      languageId: deck.languageId,
      speechLang: deck.speechLang,
      recording: word ? recordingOf(word) : null,
    },
    autoplayKey,
  );
}
