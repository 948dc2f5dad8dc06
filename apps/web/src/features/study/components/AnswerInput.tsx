import type { TestData } from "@app/domain/study/test-building";
import { isChoiceTest } from "../../../lib/study-loop";
import { typedAnswerKeys } from "../lib/typed-answer-keys";
import type { StudyDeck } from "../types";
import { MultipleChoiceAnswer } from "./MultipleChoiceAnswer";
import { TypingAnswer } from "./TypingAnswer";

/**
 * Where a test is answered: its options (keys 1–4 too), or a typed answer with the language's
 * special characters. The options are in the deck's language when the answer is the word itself.
 */
export function AnswerInput(props: {
  test: TestData;
  word: { pinyin: string | null };
  deck: StudyDeck;
  promptKey: string;
  onSubmit: (answer: string) => void;
  /**
   * Time Rush: the options stay visible but can't be chosen while feedback shows (`locked`), the
   * typed answer's placeholder says Enter submits, and it is not marked with the deck's language.
   */
  game?: { locked: boolean };
}) {
  const { test, deck, game } = props;
  const answerLang = test.isForward ? undefined : deck.speechLang;
  if (isChoiceTest(test))
    return (
      <MultipleChoiceAnswer
        options={test.options}
        label={test.directionText}
        lang={answerLang}
        disabled={game?.locked}
        onChoose={props.onSubmit}
      />
    );
  return (
    <TypingAnswer
      promptKey={props.promptKey}
      label={test.directionText}
      lang={game ? undefined : answerLang}
      specialCharacters={typedAnswerKeys(deck, test, props.word)}
      placeholder={game ? "Type your answer and press Enter..." : undefined}
      onSubmit={props.onSubmit}
    />
  );
}
