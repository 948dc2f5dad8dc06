import type { TestData } from "@app/domain/study/test-building";
import { AudioButton } from "../../audio";
import type { PromptAudio } from "../lib/use-prompt-audio";
import type { StudyDeck } from "../types";
import { ClozePrompt } from "./ClozePrompt";
import { WordPrompt } from "./WordPrompt";

/**
 * A test's direction and what it asks: the word or meaning, or for an audio prompt a large button
 * to hear the word (`hideWord`, while there is audio to hear).
 */
export function TestPrompt({
  test,
  word,
  deck,
  audio,
  hideWord,
}: {
  test: TestData;
  word: { originalWord: string; pinyin: string | null };
  deck: StudyDeck;
  audio: PromptAudio;
  hideWord: boolean;
}) {
  if (test.cloze) return <ClozePrompt test={test} lang={deck.speechLang || undefined} />;
  return (
    <>
      <p className="text-center text-sm font-medium text-fg-muted">{test.directionText}</p>
      {hideWord ? (
        <AudioButton status={audio.status} onPlay={audio.play} large />
      ) : (
        <WordPrompt
          text={test.isAudioPrompt ? word.originalWord : test.prompt}
          reading={test.isAudioPrompt ? word.pinyin : test.promptReading}
          lang={test.isForward ? deck.speechLang || undefined : (deck.translationLang ?? "en")}
        />
      )}
    </>
  );
}
