import { clsx } from "clsx";
import { CircleCheck, CircleX } from "lucide-react";
import { AudioButton } from "../../audio";
import {
  AnswerInput,
  type StudySessionData,
  TestPrompt,
  usePromptAudio,
  WRITING_DIRECTION,
  WritingPrompt,
} from "../../study";
import { HanziPractice } from "../../writing";
import { currentWord, type TimeRushState } from "../lib/time-rush-engine";

/** The tick or cross over the prompt while an answer's feedback shows. */
function FeedbackOverlay({ correct }: { correct: boolean }) {
  return (
    <div
      data-testid="time-rush-feedback"
      className={clsx(
        "absolute inset-0 flex flex-col items-center justify-center gap-1 rounded-card bg-surface/90 animate-fade-in motion-reduce:animate-none",
        correct ? "text-state-learned-fg" : "text-danger",
      )}
    >
      {correct ? (
        <CircleCheck aria-hidden="true" className="size-16" />
      ) : (
        <CircleX aria-hidden="true" className="size-16" />
      )}
      <span className="text-lg font-semibold">{correct ? "Correct!" : "Incorrect"}</span>
    </div>
  );
}

/** The word being asked: its prompt (with the tick or cross over it while feedback shows) and the answer area. */
export function TimeRushPrompt({
  state,
  data,
  onSubmit,
  onWritten,
}: {
  state: TimeRushState;
  data: StudySessionData;
  onSubmit: (given: string) => void;
  onWritten: () => void;
}) {
  const word = currentWord(state);
  const { deck } = data;
  const test = state.test;
  const promptKey = `${state.current}:${state.promptShownAt}`;
  const audio = usePromptAudio(word, deck, test?.isAudioPrompt && !state.feedback ? promptKey : null);
  if (!word) return null;
  const overlay = state.feedback ? <FeedbackOverlay correct={state.feedback.correct} /> : null;

  if (state.writing) {
    return (
      <div className="flex flex-col gap-2">
        <WritingPrompt
          direction={WRITING_DIRECTION}
          word={word}
          lang={deck.speechLang || undefined}
          audio={<AudioButton status={audio.status} onPlay={audio.play} />}
        >
          {overlay}
        </WritingPrompt>
        <HanziPractice key={promptKey} word={word.originalWord} mode="test" onComplete={onWritten} />
      </div>
    );
  }

  if (!test) return null;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Prompt"
        className="relative flex min-h-36 flex-col items-center justify-center gap-3 rounded-card border border-border bg-surface px-4 py-5 sm:min-h-44"
      >
        {/* An audio prompt hides the word unless there is no audio to hear. */}
        <TestPrompt
          test={test}
          word={word}
          deck={deck}
          audio={audio}
          hideWord={test.isAudioPrompt && audio.status !== "unavailable"}
        />
        {overlay}
      </section>
      <AnswerInput {...{ test, word, deck, promptKey, onSubmit }} game={{ locked: state.feedback !== null }} />
    </div>
  );
}
