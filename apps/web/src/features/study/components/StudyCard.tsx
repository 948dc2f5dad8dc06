import { PRODUCTION_SKILL } from "@app/domain/decks/item-counts";
import { canKeepNotes } from "@app/domain/decks/notes-rule";
import { Button } from "../../../components/ui/Button";
import { MinedSentence } from "../../../components/ui/MinedSentence";
import { AudioButton } from "../../audio";
import { manualRatingOf, type SessionState } from "../lib/session-engine";
import { type PromptAudio, usePromptAudio } from "../lib/use-prompt-audio";
import type { SessionWord, StudyDeck } from "../types";
import { AnswerInput } from "./AnswerInput";
import { ClozeSentence } from "./ClozePrompt";
import { FeedbackPanel } from "./FeedbackPanel";
import { NotesPanel } from "./NotesPanel";
import { type Rating, RatingButtons } from "./RatingCard";
import { TestPrompt } from "./TestPrompt";
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
  const promptKey = `${word.id}:${state.promptShownAt}`;
  // A mined word's own recording plays as it is presented; an audio test plays its prompt.
  const playNow =
    (phase === "test" && test?.isAudioPrompt) || (phase === "presentation" && word.mined && word.hasAudio);
  const audio = usePromptAudio(word, deck, playNow ? promptKey : null);
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
      <WritingCard {...props} promptKey={promptKey} audio={feedbackAudio} notes={notes} canMarkKnown={canMarkKnown} />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Prompt"
        className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-card border border-border bg-surface px-4 py-5 sm:min-h-52"
      >
        <PromptContent state={state} word={word} deck={deck} audio={audio} />
      </section>

      {phase === "presentation" ? (
        <Button size="lg" className="w-full" onClick={props.onNext}>
          Next
        </Button>
      ) : null}

      {phase === "test" && test ? (
        <AnswerInput test={test} word={word} deck={deck} promptKey={promptKey} onSubmit={props.onSubmit} />
      ) : null}

      {phase === "feedback" && test && state.pending ? (
        <FeedbackPanel
          answer={state.pending}
          correctAnswer={test.correctAnswer}
          onContinue={props.onContinue}
          onClaimCorrect={props.onClaimCorrect}
          ratedAgain={manualRatingOf(state) === "again"}
          audio={feedbackAudio}
          notes={notes}
        />
      ) : null}

      {phase === "rating" ? <RatingButtons onRate={props.onRate} intervals={word.intervals} /> : null}

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
  audio,
}: {
  state: SessionState;
  word: SessionWord;
  deck: StudyDeck;
  audio: PromptAudio;
}) {
  const { phase, test } = state;
  const lang = deck.speechLang || undefined;
  const smallAudio = <AudioButton status={audio.status} onPlay={audio.play} />;

  // The presentation ("New word X of N" is in the session header) and the rating card show the word whole.
  if (phase === "presentation" || phase === "rating" || !test) {
    // A cloze item: the whole sentence, its missing text highlighted, then the note's other text.
    if (word.kind === "cloze" && word.sentence) {
      return (
        <>
          <ClozeSentence sentence={word.sentence} answer={word.originalWord} lang={lang} />
          <p className="text-center text-base text-fg-muted break-words">{word.translation}</p>
        </>
      );
    }
    return (
      <>
        {word.kind === "production" ? (
          <p className="text-center text-sm font-medium text-fg-muted">{PRODUCTION_SKILL}: the word from its meaning</p>
        ) : null}
        <WordPrompt text={word.originalWord} reading={word.pinyin} lang={lang} />
        <p className="text-center text-xl break-words">{word.translation}</p>
        {smallAudio}
        <MinedSentence word={word} lang={lang} />
      </>
    );
  }

  // An audio prompt hides the word until the answer is in, unless there is no audio to hear.
  const hideWord = test.isAudioPrompt && phase === "test" && audio.status !== "unavailable";
  return (
    <>
      <TestPrompt test={test} word={word} deck={deck} audio={audio} hideWord={hideWord} />
      {/* In feedback the audio button sits in the feedback panel. */}
      {!hideWord && test.isForward && phase === "test" ? smallAudio : null}
    </>
  );
}
