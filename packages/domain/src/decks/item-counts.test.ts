import { describe, expect, it } from "vitest";
import {
  addSizes,
  countsAsWord,
  countWordsAndItems,
  deckSizeLabel,
  itemLabel,
  sizeOf,
  wordsAndItemsLabel,
} from "./item-counts";

describe("words and items", () => {
  it("counts a word, not its reversed direction, and a cloze note once however many clozes it has", () => {
    const items = [
      { kind: "word" as const, noteWordId: null },
      { kind: "production" as const, noteWordId: 1 },
      { kind: "cloze" as const, noteWordId: null },
      { kind: "cloze" as const, noteWordId: 3 },
      { kind: "cloze" as const, noteWordId: 3 },
      { kind: "word" as const, noteWordId: null },
    ];
    expect(countWordsAndItems(items)).toEqual({ words: 3, items: 6 });
    expect(countsAsWord({ kind: "production", noteWordId: 1 })).toBe(false);
  });

  it("says the items only when they outnumber the words", () => {
    expect(wordsAndItemsLabel({ words: 120, items: 240 })).toBe("120 words, 240 items");
    expect(wordsAndItemsLabel({ words: 120, items: 120 })).toBe("120 words");
    expect(wordsAndItemsLabel({ words: 1, items: 2 })).toBe("1 word, 2 items");
    expect(wordsAndItemsLabel({ words: 1200, items: 2400 })).toBe("1,200 words, 2,400 items");
  });

  it("labels a reversed item and a cloze item by its number", () => {
    expect(itemLabel({ kind: "production", clozeNumber: null })).toBe("Meaning → word");
    expect(itemLabel({ kind: "cloze", clozeNumber: 2 })).toBe("cloze 2");
    expect(itemLabel({ kind: "word", clozeNumber: null })).toBeNull();
  });

  it("reads a deck answer's size: wordCount is its items, words its words (older answers: all words)", () => {
    expect(sizeOf({ wordCount: 6, words: 3 })).toEqual({ words: 3, items: 6 });
    expect(sizeOf({ wordCount: 6 })).toEqual({ words: 6, items: 6 });
    expect(deckSizeLabel({ wordCount: 4, words: 2 })).toBe("2 words, 4 items");
    expect(deckSizeLabel({ wordCount: 100, words: 100 })).toBe("100 words");
    expect(
      addSizes([
        { words: 2, items: 4 },
        { words: 98, items: 100 },
      ]),
    ).toEqual({ words: 100, items: 104 });
    expect(addSizes([])).toEqual({ words: 0, items: 0 });
  });
});
