import { describe, expect, it } from "vitest";
import type { ReaderResponse } from "../types";
import { deckTerm, learnRows, picksOf } from "./picks";

const analysis = {
  lang: "es-ES",
  sentences: ["El perro come.", "Un gato."],
  entries: [
    { key: "el", text: "El", count: 2, sentence: 0, translation: null },
    { key: "w7", text: "Perro", count: 3, sentence: 0, translation: "dog" },
    { key: "gato", text: "gato", count: 1, sentence: 1, translation: null },
  ],
  toLearn: [
    { key: "w7", text: "Perro", count: 3, wordId: 7 },
    { key: "el", text: "El", count: 2, wordId: null },
    { key: "gato", text: "gato", count: 1, wordId: null },
  ],
} as unknown as ReaderResponse;

describe("words picked from a text", () => {
  it("are written as a deck keeps them: lower case, German nouns with their capital", () => {
    expect(deckTerm("Perro", "es-ES")).toBe("perro");
    expect(deckTerm("Hund", "de-DE")).toBe("Hund");
    expect(deckTerm("İstanbul", "tr-TR")).toBe("istanbul");
  });

  it("carry their deck's meaning and their first sentence, most frequent first", () => {
    expect(learnRows(analysis)).toEqual([
      { key: "w7", term: "perro", count: 3, meaning: "dog", sentence: "El perro come." },
      { key: "el", term: "el", count: 2, meaning: "", sentence: "El perro come." },
      { key: "gato", term: "gato", count: 1, meaning: "", sentence: "Un gato." },
    ]);
    expect(learnRows(analysis, 1)).toHaveLength(1);
  });

  it("are not sent while one picked has no meaning; the meanings typed are kept", () => {
    const rows = learnRows(analysis);
    expect(picksOf(rows, new Set(["w7", "gato"]), {})).toEqual({
      picks: [
        { term: "perro", meaning: "dog", sentence: "El perro come." },
        { term: "gato", meaning: "", sentence: "Un gato." },
      ],
      missing: ["gato"],
    });
    expect(picksOf(rows, new Set(["gato"]), { gato: " cat " })).toEqual({
      picks: [{ term: "gato", meaning: "cat", sentence: "Un gato." }],
      missing: [],
    });
  });
});
