import type { TestData } from "@app/domain/study/test-building";
import { isChoiceTest } from "../lib/study-loop";
import { typedAnswerKeys } from "../lib/typed-answer-keys";
import type { StudyDeck } from "../types";
import { MultipleChoiceAnswer } from "./MultipleChoiceAnswer";
import { TypingAnswer } from "./TypingAnswer";

/**
 * Where a test is answered: its options (keys 1–4 too), or a typed answer with the language's
 * special characters. The options are in the deck's language when the answer is the word itself.
 */
export function AnswerInput({
  test,
  word,
  deck,
  promptKey,
  onSubmit,
  disabled,
  placeholder,
  typedLang = true,
}: {
  test: TestData;
  word: { pinyin: string | null };
  deck: StudyDeck;
  promptKey: string;
  onSubmit: (answer: string) => void;
  /** While feedback shows (Time Rush): the options stay visible but can't be chosen. */
  disabled?: boolean;
  placeholder?: string;
  /** Whether a typed answer in the deck's language is marked with it (the session's tests). */
  typedLang?: boolean;
}) {
  const answerLang = test.isForward ? undefined : deck.speechLang;
  if (isChoiceTest(test))
    return (
      <MultipleChoiceAnswer
        options={test.options}
        label={test.directionText}
        lang={answerLang}
        disabled={disabled}
        onChoose={onSubmit}
      />
    );
  return (
    <TypingAnswer
      promptKey={promptKey}
      label={test.directionText}
      lang={typedLang ? answerLang : undefined}
      specialCharacters={typedAnswerKeys(deck, test, word)}
      placeholder={placeholder}
      onSubmit={onSubmit}
    />
  );
}
