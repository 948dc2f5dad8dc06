import { CircleCheck } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { HanziPractice } from "../../writing";
import type { SessionState } from "../lib/session-engine";
import type { SessionWord, StudyDeck } from "../types";
import { FeedbackPanel } from "./FeedbackPanel";
import { WordPrompt } from "./WordPrompt";

interface WritingCardProps {
  state: SessionState;
  word: SessionWord;
  deck: StudyDeck;
  promptKey: string;
  audio: ReactNode;
  notes: ReactNode;
  canMarkKnown: boolean;
  onWritten: (mistakes: number) => void;
  onContinue: () => void;
  onNext: () => void;
  onKnown: () => void;
}

/** Learn New: the word with the outline to trace, "Well done!" once traced, then Next (or "Already know"). */
function WritingPresentation({
  word,
  lang,
  promptKey,
  audio,
  canMarkKnown,
  onNext,
  onKnown,
}: WritingCardProps & { lang: string | undefined }) {
  const [traced, setTraced] = useState<string | null>(null);
  return (
    <>
      {/* One row: the 300 px writing area needs the height on a phone ("New word X of N" is in the header). */}
      <section
        aria-label="Prompt"
        className="flex items-center justify-center gap-4 rounded-card border border-border bg-surface px-4 py-2"
      >
        <p lang={lang} data-testid="study-prompt" className="font-cjk text-4xl font-semibold">
          {word.originalWord}
        </p>
        <div className="min-w-0">
          {word.pinyin ? (
            <p lang={lang} className="text-fg-muted">
              {word.pinyin}
            </p>
          ) : null}
          <p className="break-words">{word.translation}</p>
        </div>
        {audio}
      </section>
      <HanziPractice
        key={`learn:${word.id}`}
        word={word.originalWord}
        mode="learn"
        onComplete={() => setTraced(promptKey)}
        note={
          traced === promptKey ? (
            <span className="flex items-center gap-1.5 font-semibold text-state-learned-fg">
              <CircleCheck aria-hidden="true" className="size-4" />
              Well done!
            </span>
          ) : (
            "Trace the character"
          )
        }
      />
      {/* Side by side where they fit (a 360 px phone); Next above when they don't. */}
      <div className="flex flex-wrap-reverse items-center gap-2">
        {canMarkKnown ? (
          <Button variant="ghost" size="compact" className="text-primary" onClick={onKnown}>
            Already know? Mark as learned!
          </Button>
        ) : null}
        <Button className="flex-1" onClick={onNext}>
          Next
        </Button>
      </div>
    </>
  );
}

/**
 * A writing deck's word in the session: presented with the outline to trace (Learn New), asked as
 * a character to write from its meaning and reading (tests), then the feedback with the mistakes.
 */
export function WritingCard(props: WritingCardProps) {
  const { state, word, promptKey, audio, onWritten, onKnown } = props;
  const { phase, test } = state;
  const lang = props.deck.speechLang || undefined;

  return (
    <div className="flex flex-col gap-3 short:gap-2">
      {phase === "presentation" ? <WritingPresentation {...props} lang={lang} /> : null}

      {phase === "test" && test ? (
        <>
          <WritingPrompt direction={test.directionText} word={word} lang={lang} audio={audio} />
          <HanziPractice key={`test:${promptKey}`} word={word.originalWord} mode="test" onComplete={onWritten} />
        </>
      ) : null}

      {phase === "feedback" && test && state.pending ? (
        <>
          <section
            aria-label="Prompt"
            className="flex flex-col items-center gap-1 rounded-card border border-border bg-surface px-4 py-4"
          >
            <WordPrompt text={word.originalWord} reading={word.pinyin} lang={lang} />
            <p className="text-center text-xl break-words">{word.translation}</p>
          </section>
          <FeedbackPanel
            answer={state.pending}
            correctAnswer={test.correctAnswer}
            onContinue={props.onContinue}
            audio={audio}
            notes={props.notes}
          />
        </>
      ) : null}

      {props.canMarkKnown && phase !== "presentation" ? (
        <Button variant="ghost" className="self-center text-primary" onClick={onKnown}>
          Already know? Mark as learned!
        </Button>
      ) : null}
    </div>
  );
}

/** What to write: the direction, the meaning and its reading, and the audio button — kept compact for phones. */
export function WritingPrompt({
  direction,
  word,
  lang,
  audio,
  children,
}: {
  direction: string;
  word: { translation: string; pinyin: string | null };
  lang: string | undefined;
  audio: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label="Prompt"
      className="relative flex flex-col items-center gap-0.5 rounded-card border border-border bg-surface px-4 py-2 text-center short:py-1.5"
    >
      <p className="text-sm font-medium text-fg-muted short:text-xs">{direction}</p>
      <div className="flex items-center gap-3">
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words short:text-lg/6">{word.translation}</p>
          {word.pinyin ? (
            <p lang={lang} className="text-fg-muted">
              {word.pinyin}
            </p>
          ) : null}
        </div>
        {audio}
      </div>
      {children}
    </section>
  );
}
