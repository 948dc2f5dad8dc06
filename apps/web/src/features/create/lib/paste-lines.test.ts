import { describe, expect, it } from "vitest";
import { readPastedLines } from "./paste-lines";

const read = (text: string, hasReading = false) => readPastedLines(text, { hasReading, existing: [], deckSize: 0 });

describe("reading pasted lines", () => {
  it("takes term, translation and reading in that order when the deck has readings", () => {
    const { good, separator } = read("你好\thello\tnǐ hǎo\n谢谢\tthanks", true);
    expect(separator).toBe("tab");
    expect(good).toEqual([
      { term: "你好", translation: "hello", reading: "nǐ hǎo" },
      { term: "谢谢", translation: "thanks", reading: null },
    ]);
  });

  it("leaves out a first line of column names, and lines of blanks entirely", () => {
    const { good, lines } = read("term,translation\n  \nvesi,water");
    expect(good).toEqual([{ term: "vesi", translation: "water", reading: null }]);
    expect(lines.map((line) => [line.line, line.problem])).toEqual([
      [1, "Column names, not a word"],
      [3, null],
    ]);
  });

  it("says when no line has two columns", () => {
    const { separator, good, lines } = read("vesi\nleipä");
    expect(separator).toBeNull();
    expect(good).toEqual([]);
    expect(lines.every((line) => line.problem === "Missing translation")).toBe(true);
  });

  it("counts a word as already there whatever its case and spacing", () => {
    const preview = readPastedLines(" Talo ;HOUSE", {
      hasReading: false,
      existing: [{ term: "talo", translation: "house" }],
      deckSize: 1,
    });
    expect(preview.lines[0]?.problem).toBe("Already in the deck");
  });

  it("reports a line the reader could not take, with its reason", () => {
    const { lines } = read(`vesi\twater\n"broken\tquote`);
    expect(lines.find((line) => line.line === 2)?.problem).toMatch(/quoted field/);
  });
});
