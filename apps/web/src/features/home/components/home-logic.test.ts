import { Languages, Megaphone } from "lucide-react";
import { describe, expect, it } from "vitest";
import { myDeck } from "../../decks/testing/fixtures";
import { matchesDeck } from "./MyDecksSection";
import { updateIcon } from "./update-icons";

describe("updateIcon", () => {
  it("finds lucide icons by kebab-case or PascalCase name and falls back to the megaphone", () => {
    expect(updateIcon("languages")).toBe(Languages);
    expect(updateIcon("Languages")).toBe(Languages);
    expect(updateIcon("BookOpen")).toBe(updateIcon("book-open"));
    expect(updateIcon("no-such-icon")).toBe(Megaphone);
    expect(updateIcon(null)).toBe(Megaphone);
  });
});

describe("matchesDeck", () => {
  it("searches name, description and flag code, ignoring case", () => {
    const deck = myDeck({ name: "HSK 2", description: "Travel words", flagCode: "cn" });
    expect(matchesDeck(deck, "hsk")).toBe(true);
    expect(matchesDeck(deck, "TRAVEL")).toBe(true);
    expect(matchesDeck(deck, "CN")).toBe(true);
    expect(matchesDeck(deck, "jp")).toBe(false);
    expect(matchesDeck(deck, "  ")).toBe(true);
  });
});
