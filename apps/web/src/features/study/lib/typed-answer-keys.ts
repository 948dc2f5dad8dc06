import type { TestData } from "@app/domain/study/test-building";
import { answerKeys, deckTypingKeys } from "@app/domain/study/typing-keys";
import type { StudyDeck } from "../types";

/**
 * The special-character keys under a typed answer: those of the language being typed. A deck copy kept
 * offline before the server sent its keys is a catalogue deck's (English meanings, the language's own
 * characters for the word itself).
 */
export function typedAnswerKeys(
  deck: Pick<StudyDeck, "languageId" | "specialCharacters" | "typingKeys">,
  test: Pick<TestData, "format" | "isForward">,
  word: { pinyin: string | null },
): string[] {
  const keys =
    deck.typingKeys ??
    deckTypingKeys({
      termLanguageId: deck.languageId,
      termCharacters: deck.specialCharacters,
      translationLanguageId: "english",
      translationCharacters: [],
    });
  return answerKeys(test, word, keys);
}
