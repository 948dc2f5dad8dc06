import { describe, expect, it } from "vitest";
import { AUDIO_LANGUAGES, audioLanguageByCode, audioLanguageForDeck, numberedPinyin } from "./language-codes";

describe("audio language codes", () => {
  it("maps every language of the catalogue", () => {
    for (const id of [
      "chinese",
      "japanese",
      "spanish",
      "french",
      "german",
      "italian",
      "portuguese",
      "dutch",
      "korean",
      "russian",
      "arabic",
      "turkish",
    ]) {
      expect(audioLanguageForDeck(id), id).not.toBeNull();
    }
    expect(audioLanguageByCode("zh")?.espeakVoice).toBe("cmn");
    expect(audioLanguageByCode("xx")).toBeNull();
    const codes = Object.values(AUDIO_LANGUAGES).map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("numberedPinyin", () => {
  it.each([
    ["nǐ hǎo", "ni3 hao3"],
    ["ài hào", "ai4 hao4"],
    ["péng you", "peng2 you5"],
    ["lǜ", "lv4"],
    ["nǚ'ér", "nv3 er2"],
  ])("%s → %s", (input, output) => {
    expect(numberedPinyin(input)).toBe(output);
  });
});
