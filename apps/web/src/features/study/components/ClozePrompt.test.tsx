import { buildTest } from "@app/domain/study/test-building";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClozePrompt, ClozeSentence } from "./ClozePrompt";

const spain = {
  id: 7,
  originalWord: "Spain",
  translation: "Geography",
  pinyin: null,
  kind: "cloze" as const,
  sentence: "Madrid is the capital of [...]",
  clozeHint: "country",
};

describe("the cloze prompt", () => {
  it("shows the sentence with its gap, the hint, and what to do", () => {
    const test = buildTest({
      word: spain,
      format: "multiple-choice",
      sessionWords: [],
      languageName: "Spanish",
      random: () => 0.3,
    });
    render(<ClozePrompt test={test} lang="es" />);
    expect(screen.getByText("Type the missing text")).toBeTruthy();
    const sentence = screen.getByTestId("cloze-sentence");
    expect(sentence.textContent).toBe("Madrid is the capital of [...]missing text");
    expect(sentence.getAttribute("lang")).toBe("es");
    expect(sentence.textContent).not.toContain("Spain");
    expect(screen.getByText("hint: country")).toBeTruthy();
  });

  it("says no hint when the note gave none", () => {
    const test = buildTest({
      word: { ...spain, clozeHint: null },
      format: "typing",
      sessionWords: [],
      languageName: "Spanish",
      random: () => 0.3,
    });
    render(<ClozePrompt test={test} />);
    expect(screen.queryByText(/hint:/)).toBeNull();
  });

  it("in Learn New, fills the gap with the answer, highlighted", () => {
    render(<ClozeSentence sentence="[...] y [...] son colores" answer="rojo, azul" />);
    const marks = screen.getByTestId("cloze-sentence").querySelectorAll("mark");
    expect([...marks].map((m) => m.textContent)).toEqual(["rojo", "azul"]);
    expect(screen.getByTestId("cloze-sentence").textContent).toBe("rojo y azul son colores");
  });
});
