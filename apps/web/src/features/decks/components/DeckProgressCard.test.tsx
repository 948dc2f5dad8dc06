import type { WordCounts } from "@app/domain/decks/word-counts";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeckProgressCard } from "./DeckProgressCard";

const counts: WordCounts = { total: 240, new: 200, learned: 30, building: 10, dueNow: 4, known: 0, ignored: 0 };
const now = new Date("2026-03-10T09:00:00Z");

describe("the deck's size on its progress card", () => {
  it("says words and items when a note's directions and clozes are items of their own", () => {
    render(
      <DeckProgressCard counts={counts} wordCount={240} coming={null} now={now} size={{ words: 120, items: 240 }} />,
    );
    expect(screen.getByTestId("deck-size").textContent).toBe("120 words, 240 items");
    expect(screen.getByText("30 of 240 items")).toBeTruthy();
  });

  it("says words alone when every item is a word", () => {
    render(
      <DeckProgressCard counts={counts} wordCount={240} coming={null} now={now} size={{ words: 240, items: 240 }} />,
    );
    expect(screen.queryByTestId("deck-size")).toBeNull();
    expect(screen.getByText("30 of 240 words")).toBeTruthy();
  });
});
