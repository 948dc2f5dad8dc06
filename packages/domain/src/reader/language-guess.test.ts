import { describe, expect, it } from "vitest";
import { likeliestLanguage, sampleKeys } from "./language-guess";

describe("guessing a text's language from the learner's decks", () => {
  it("keys the distinct words of the text's start as that language would", () => {
    expect(sampleKeys("El gato y el Gato. L'homme", "es")).toEqual(["el", "gato", "y", "homme"]);
    expect(sampleKeys("L'homme mange.", "fr")).toEqual(["homme", "mange"]);
    expect(sampleKeys(`${"a ".repeat(1500)}zebra`, "en")).toEqual(["a"]);
  });

  it("picks the language with the most words found; a tie goes to the first; none found is no guess", () => {
    expect(
      likeliestLanguage([
        { languageId: "spanish", words: 3 },
        { languageId: "french", words: 9 },
      ]),
    ).toBe("french");
    expect(
      likeliestLanguage([
        { languageId: "spanish", words: 4 },
        { languageId: "french", words: 4 },
      ]),
    ).toBe("spanish");
    expect(likeliestLanguage([{ languageId: "spanish", words: 0 }])).toBeNull();
    expect(likeliestLanguage([])).toBeNull();
  });
});
