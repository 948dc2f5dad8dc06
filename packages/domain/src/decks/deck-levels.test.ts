import { describe, expect, it } from "vitest";
import { deckLevel, groupDecksByLevel, listsDecksGrouped } from "./deck-levels";

describe("deck levels", () => {
  it("reads the level a deck's name starts with", () => {
    expect(deckLevel("HSK 1 · Part 1")).toBe("HSK 1");
    expect(deckLevel("HSK 1 Characters · Part 2")).toBe("HSK 1");
    expect(deckLevel("HSK 12 · Part 1")).toBe("HSK 12");
    expect(deckLevel("JLPT N3 · Part 21")).toBe("JLPT N3");
    expect(deckLevel("Core words 1–100")).toBeNull();
    expect(deckLevel("My HSK 1 notes")).toBeNull();
  });

  it("groups in catalogue order, decks without a level last", () => {
    const decks = ["JLPT N5 · Part 1", "JLPT N5 · Part 2", "JLPT N4 · Part 1", "Kana", "JLPT N3 · Part 1"].map(
      (name) => ({ name }),
    );
    expect(groupDecksByLevel(decks).map((g) => [g.level, g.decks.length])).toEqual([
      ["JLPT N5", 2],
      ["JLPT N4", 1],
      ["JLPT N3", 1],
      ["Other decks", 1],
    ]);
  });

  it("lists a language whole from 13 decks (more than three pages of 4)", () => {
    expect(listsDecksGrouped(5)).toBe(false);
    expect(listsDecksGrouped(12)).toBe(false);
    expect(listsDecksGrouped(13)).toBe(true);
    expect(listsDecksGrouped(58)).toBe(true);
  });
});
