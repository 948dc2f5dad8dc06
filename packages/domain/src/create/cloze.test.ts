import { describe, expect, it } from "vitest";
import { CLOZE_GAP, clozeDeletions, clozeItem, clozeNumbers, fillCloze, splitAtGap } from "./cloze";

const MADRID = "{{c1::Madrid}} is the capital of {{c2::Spain::country}}";

describe("cloze notes", () => {
  it("finds each cloze number once, in order, with its hint", () => {
    expect(clozeNumbers("{{c2::b}} {{c1::a}} {{c2::c}}")).toEqual([1, 2]);
    expect(clozeDeletions(MADRID)).toEqual([
      { number: 1, text: "Madrid", hint: null },
      { number: 2, text: "Spain", hint: "country" },
    ]);
  });

  it("a text without a deletion (or only empty ones) has no cloze", () => {
    expect(clozeNumbers("Madrid is the capital of Spain")).toEqual([]);
    expect(clozeNumbers("{{c1::}} and {{Front}}")).toEqual([]);
  });

  it("renders one number's deletion as a gap and the others as their text", () => {
    expect(clozeItem(MADRID, 1)).toEqual({
      number: 1,
      sentence: `${CLOZE_GAP} is the capital of Spain`,
      answer: "Madrid",
      hint: null,
      filled: "Madrid is the capital of Spain",
    });
    expect(clozeItem(MADRID, 2)).toMatchObject({
      sentence: `Madrid is the capital of ${CLOZE_GAP}`,
      answer: "Spain",
      hint: "country",
    });
    expect(clozeItem(MADRID, 3)).toBeNull();
  });

  it("hides every deletion of one number and joins their texts as the answer", () => {
    expect(clozeItem("{{c1::rojo}} y {{c1::azul}} son {{c2::colores}}", 1)).toMatchObject({
      sentence: `${CLOZE_GAP} y ${CLOZE_GAP} son colores`,
      answer: "rojo, azul",
    });
  });

  it("fills every deletion and splits a sentence at its gap", () => {
    expect(fillCloze(MADRID)).toBe("Madrid is the capital of Spain");
    expect(splitAtGap(`${CLOZE_GAP} is the capital`)).toEqual({ before: "", after: " is the capital" });
    expect(splitAtGap("no gap")).toBeNull();
  });
});
