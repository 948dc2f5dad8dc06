import { describe, expect, it } from "vitest";
import type { TestFormat } from "./constants";
import { buildTest, type Random, type StudyWord } from "./test-building";
import { answerKeys, deckTypingKeys } from "./typing-keys";

/** A fixed sequence of values (repeating), for forcing a branch. */
function sequence(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const chat: StudyWord = { id: 1, originalWord: "le chat", translation: "猫", pinyin: null };
const chien: StudyWord = { id: 2, originalWord: "le chien", translation: "犬", pinyin: null };
const oiseau: StudyWord = { id: 3, originalWord: "l'oiseau", translation: "鳥", pinyin: null };
const words = [chat, chien, oiseau];
const frenchToJapanese = { languageName: "French", translationLanguageName: "Japanese" };

/** The test built for `word` of the French → Japanese deck in `format`, with `random` forcing its branch. */
function frenchJapaneseTest(word: StudyWord, format: TestFormat, random: number) {
  return buildTest({ word, format, sessionWords: words, ...frenchToJapanese, random: sequence(random) });
}

describe("prompts name the deck's languages (a French → Japanese own deck)", () => {
  it("typing the meaning: Type the Japanese meaning", () => {
    const test = frenchJapaneseTest(chat, "typing", 0.9);
    expect(test).toMatchObject({ directionText: "Type the Japanese meaning", prompt: "le chat", expectedAnswer: "猫" });
  });
  it("production: Type the French word", () => {
    const test = frenchJapaneseTest({ ...chat, kind: "production" }, "typing", 0.1);
    expect(test).toMatchObject({ directionText: "Type the French word", prompt: "猫", expectedAnswer: "le chat" });
  });
  it("multiple choice, recognition: Choose the Japanese meaning; production: Choose the French word", () => {
    const forward = frenchJapaneseTest(chat, "multiple-choice", 0.1);
    expect(forward).toMatchObject({ directionText: "Choose the Japanese meaning", isForward: true });
    const backward = frenchJapaneseTest(chat, "multiple-choice", 0.9);
    expect(backward).toMatchObject({ directionText: "Choose the French word", isForward: false, prompt: "猫" });
  });
  it("audio typing: Listen and type the meaning in Japanese; audio choice stays language-free", () => {
    const typed = frenchJapaneseTest(chat, "audio-typing", 0.5);
    expect(typed.directionText).toBe("Listen and type the meaning in Japanese");
    const chosen = frenchJapaneseTest(chat, "audio-multiple-choice", 0.5);
    expect(chosen.directionText).toBe("Listen and choose the meaning");
  });
});

describe("a catalogue deck keeps the spec's English texts word for word", () => {
  const common = { sessionWords: words, languageName: "French" };
  it.each([
    ["typing", 0.9, false, "Type the English meaning"],
    ["typing", 0.1, true, "Type the French word"],
    ["multiple-choice", 0.1, false, "Choose the English meaning"],
    ["multiple-choice", 0.9, false, "Choose the French word"],
    ["audio-typing", 0.5, false, "Listen and type the meaning in English"],
  ] as const)("%s (random %s, production item %s): %s", (format, r, production, text) => {
    const word = production ? { ...chat, kind: "production" as const } : chat;
    expect(buildTest({ ...common, word, format, random: sequence(r) }).directionText).toBe(text);
  });
});

describe("special-character keys are those of the language being typed", () => {
  const french = ["é", "è", "ç"];
  const tones = ["ā", "á", "ǎ", "à"];
  const typing = (isForward: boolean) => ({ format: "typing" as const, isForward });
  /** The keys of a deck of `term` words with `translation` meanings, each as [language id, its characters]. */
  const keysFor = (term: [string, string[]], translation: [string, string[]]) =>
    deckTypingKeys({
      termLanguageId: term[0],
      termCharacters: term[1],
      translationLanguageId: translation[0],
      translationCharacters: translation[1],
    });

  it("a French catalogue deck: none for English meanings, French keys for the French word", () => {
    const keys = keysFor(["french", french], ["english", []]);
    expect(answerKeys(typing(true), chat, keys)).toEqual([]);
    expect(answerKeys(typing(false), chat, keys)).toEqual(french);
    expect(answerKeys({ format: "multiple-choice", isForward: false }, chat, keys)).toEqual([]);
  });

  it("a French → Japanese deck: none under a Japanese answer, French keys for the French word", () => {
    const keys = keysFor(["french", french], ["japanese", ["ー", "、"]]);
    expect(answerKeys(typing(true), chat, keys)).toEqual([]);
    expect(answerKeys({ format: "audio-typing", isForward: true }, chat, keys)).toEqual([]);
    expect(answerKeys(typing(false), chat, keys)).toEqual(french);
  });

  it("a Japanese → French deck: French keys under the meaning, none for the Japanese word", () => {
    const keys = keysFor(["japanese", ["ー", "、"]], ["french", french]);
    const neko = { pinyin: "ねこ" };
    expect(answerKeys(typing(true), neko, keys)).toEqual(french);
    expect(answerKeys(typing(false), neko, keys)).toEqual([]);
  });

  it("Chinese: pinyin tone keys only when the typed answer may be pinyin", () => {
    const keys = keysFor(["chinese", tones], ["english", []]);
    expect(answerKeys(typing(true), { pinyin: "māo" }, keys)).toEqual([]);
    expect(answerKeys(typing(false), { pinyin: "māo" }, keys)).toEqual(tones);
    expect(answerKeys(typing(false), { pinyin: null }, keys)).toEqual([]);
  });
});
