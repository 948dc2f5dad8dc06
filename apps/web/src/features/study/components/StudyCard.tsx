import { canKeepNotes } from "@app/domain/decks/notes-rule";
import { Button } from "../../../components/ui/Button";
import { AudioButton } from "../../audio/components/AudioButton";
import { recordingOf, usePronunciation } from "../../audio/hooks/usePronunciation";
import type { SessionState } from "../lib/session-engine";
import { typedAnswerKeys } from "../lib/typed-answer-keys";
import type { SessionWord, StudyDeck } from "../types";
import { FeedbackPanel } from "./FeedbackPanel";
import { MinedSentence } from "./MinedSentence";
import { MultipleChoiceAnswer } from "./MultipleChoiceAnswer";
import { NotesPanel } from "./NotesPanel";
import { type Rating, RatingButtons } from "./RatingCard";
import { TypingAnswer } from "./TypingAnswer";
import { WordPrompt } from "./WordPrompt";
import { WritingCard } from "./WritingCard";

interface StudyCardProps {
  state: SessionState;
  word: SessionWord;
  deck: StudyDeck;
  notes: string | null;
  onNotesSaved: (notes: string | null) => void;
  onEditingNotes: (editing: boolean) => void;
  onSubmit: (answer: string) => void;
  onContinue: () => void;
  /** "I was right", where it is offered (a typed answer marked wrong). */
  onClaimCorrect?: (() => void) | undefined;
  onRate: (rating: Rating) => void;
  onNext: () => void;
  onKnown: () => void;
  /** Writing decks: the word has been written with this many mistakes. */
  onWritten: (mistakes: number) => void;
}

/** The word on screen in the session's current view: presentation, test, feedback or rating. */
export function StudyCard(props: StudyCardProps) {
  const { state, word, deck } = props;
  const { phase, test } = state;
  const audioPrompt = phase !== "presentation" && !!test?.isAudioPrompt;
  const promptKey = `${word.id}:${state.promptShownAt}`;
  const audio = usePronunciation(
    {
      word: word.originalWord,
      languageId: deck.languageId,
      speechLang: deck.speechLang,
      recording: recordingOf(word),
    },
    (phase === "test" && audioPrompt) || (phase === "presentation" && word.mined && word.hasAudio) ? promptKey : null,
  );
  const canMarkKnown = state.sessionType === "LEARN" && (phase === "presentation" || phase === "test");
  const notes =
    // The deck page's rule: no notes for a word still unlearned or in its building steps.
    canKeepNotes(word.progress) ? (
      <NotesPanel
        key={word.id}
        wordId={word.id}
        notes={props.notes}
        onSaved={props.onNotesSaved}
        onEditingChange={props.onEditingNotes}
      />
    ) : null;
  const feedbackAudio = <AudioButton status={audio.status} onPlay={audio.play} />;

  if (state.writing) {
    return (
      <WritingCard
        state={state}
        word={word}
        deck={deck}
        promptKey={promptKey}
        audio={feedbackAudio}
        notes={notes}
        canMarkKnown={canMarkKnown}
        onWritten={props.onWritten}
        onContinue={props.onContinue}
        onNext={props.onNext}
        onKnown={props.onKnown}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Prompt"
        className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-card border border-border bg-surface px-4 py-5 sm:min-h-52"
      >
        <PromptContent {...props} audioStatus={audio.status} onPlay={audio.play} />
      </section>

      {phase === "presentation" ? (
        <Button size="lg" className="w-full" onClick={props.onNext}>
          Next
        </Button>
      ) : null}

      {phase === "test" && test ? (
        test.options.length > 0 ? (
          <MultipleChoiceAnswer
            options={test.options}
            label={test.directionText}
            lang={test.isForward ? undefined : deck.speechLang}
            onChoose={props.onSubmit}
          />
        ) : (
          <TypingAnswer
            promptKey={promptKey}
            label={test.directionText}
            lang={test.isForward ? undefined : deck.speechLang}
            specialCharacters={typedAnswerKeys(deck, test, word)}
            onSubmit={props.onSubmit}
          />
        )
      ) : null}

      {phase === "feedback" && test && state.pending ? (
        <FeedbackPanel
          answer={state.pending}
          correctAnswer={test.correctAnswer}
          onContinue={props.onContinue}
          onClaimCorrect={props.onClaimCorrect}
          audio={feedbackAudio}
          notes={notes}
        />
      ) : null}

      {phase === "rating" ? <RatingButtons onRate={props.onRate} /> : null}

      {canMarkKnown ? (
        <Button variant="ghost" className="self-center text-primary" onClick={props.onKnown}>
          Already know? Mark as learned!
        </Button>
      ) : null}
    </div>
  );
}

function PromptContent({
  state,
  word,
  deck,
  audioStatus,
  onPlay,
}: StudyCardProps & { audioStatus: ReturnType<typeof usePronunciation>["status"]; onPlay: () => void }) {
  const { phase, test } = state;
  const lang = deck.speechLang || undefined;
  const smallAudio = <AudioButton status={audioStatus} onPlay={onPlay} />;

  if (phase === "presentation") {
    // "New word X of N" is in the session header.
    return (
      <>
        <WordPrompt text={word.originalWord} reading={word.pinyin} lang={lang} />
        <p className="text-center text-xl break-words">{word.translation}</p>
        {smallAudio}
        <MinedSentence word={word} lang={lang} />
      </>
    );
  }

  if (phase === "rating" || !test) {
    return (
      <>
        <WordPrompt text={word.originalWord} reading={word.pinyin} lang={lang} />
        <p className="text-center text-xl break-words">{word.translation}</p>
        {smallAudio}
        <MinedSentence word={word} lang={lang} />
      </>
    );
  }

  // An audio prompt hides the word until the answer is in, unless there is no audio to hear.
  const hideWord = test.isAudioPrompt && phase === "test" && audioStatus !== "unavailable";
  return (
    <>
      <p className="text-center text-sm font-medium text-fg-muted">{test.directionText}</p>
      {hideWord ? (
        <AudioButton status={audioStatus} onPlay={onPlay} large />
      ) : (
        <>
          <WordPrompt
            text={test.isAudioPrompt ? word.originalWord : test.prompt}
            reading={test.isAudioPrompt ? word.pinyin : test.promptReading}
            lang={test.isForward ? lang : (deck.translationLang ?? "en")}
          />
          {/* In feedback the audio button sits in the feedback panel. */}
          {test.isForward && phase === "test" ? smallAudio : null}
        </>
      )}
    </>
  );
}
