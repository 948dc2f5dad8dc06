import { describe, expect, it } from "vitest";
import { countsAsWord, countWordsAndItems, itemLabel, wordsAndItemsLabel } from "./item-counts";

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
    expect(itemLabel({ kind: "production", clozeNumber: null })).toBe("↔ reversed");
    expect(itemLabel({ kind: "cloze", clozeNumber: 2 })).toBe("cloze 2");
    expect(itemLabel({ kind: "word", clozeNumber: null })).toBeNull();
  });
});
