import type { WordCounts } from "@app/domain/decks/word-counts";
import { describe, expect, it } from "vitest";
import { myDeck } from "../../decks/testing/fixtures";
import { nextStudy, toHomeDecks } from "./home-decks";

const counts = (patch: Partial<WordCounts>): WordCounts => ({
  total: 100,
  new: 100,
  building: 0,
  learned: 0,
  dueNow: 0,
  known: 0,
  ignored: 0,
  ...patch,
});

describe("nextStudy (Home's one action)", () => {
  it("reviews due words first, then continues learning, then learns new words", () => {
    const deck = (patch: Partial<WordCounts>) => [myDeck({ subDeckId: "d", counts: counts(patch) })];
    expect(nextStudy(deck({ dueNow: 12, building: 3, new: 80 }))).toEqual({
      kind: "review-due",
      label: "Need Review: 12 due",
      to: "/study/need-review/d",
    });
    expect(nextStudy(deck({ building: 3, new: 97 }))).toEqual({
      kind: "continue",
      label: "Continue learning",
      to: "/study/learn-new/d",
    });
    expect(nextStudy(deck({}))).toEqual({ kind: "learn-new", label: "Learn new", to: "/study/learn-new/d" });
  });

  it("opens the deck page when nothing is due and no new word is left", () => {
    const done = [myDeck({ subDeckId: "d", counts: counts({ new: 0, learned: 100 }) })];
    expect(nextStudy(done)).toEqual({ kind: "open", label: "Open deck", to: "/decks/d" });
    const building = [myDeck({ subDeckId: "d", counts: counts({ new: 0, building: 2, learned: 98 }) })];
    expect(nextStudy(building)).toMatchObject({ kind: "continue", to: "/decks/d" });
  });

  it("picks the part of an own deck the action is about", () => {
    const parts = [
      myDeck({ subDeckId: "p1", counts: counts({ new: 0, learned: 100, dueNow: 2 }) }),
      myDeck({ subDeckId: "p2", counts: counts({ new: 90, building: 5, dueNow: 7 }) }),
      myDeck({ subDeckId: "p3", counts: counts({}) }),
    ];
    expect(nextStudy(parts)).toMatchObject({ label: "Need Review: 7 due", to: "/study/need-review/p2" });
    const noneDue = parts.map((p) => ({ ...p, counts: { ...p.counts, dueNow: 0 } }));
    expect(nextStudy(noneDue)).toMatchObject({ kind: "continue", to: "/study/learn-new/p2" });
  });
});

describe("toHomeDecks", () => {
  it("adds an own deck's sets' words and items, as the deck pages say them; older answers count items as words", () => {
    const own = { ownDeckId: "own-1", ownDeckName: "Español" };
    const [card] = toHomeDecks([
      myDeck({ ...own, subDeckId: "own-1-1", position: 1, wordCount: 100, words: 52 }),
      myDeck({ ...own, subDeckId: "own-1-2", position: 2, wordCount: 4, words: 2 }),
    ]);
    expect(card!.size).toEqual({ words: 54, items: 104 });
    expect(toHomeDecks([myDeck({ wordCount: 102 })])[0]!.size).toEqual({ words: 102, items: 102 });
  });

  it("makes one card of an own deck's sets, in order, where its first set comes in the list", () => {
    const own = (subDeckId: string, position: number, createdAt: string) =>
      myDeck({
        subDeckId,
        position,
        createdAt,
        ownDeckId: "o1",
        ownDeckName: "Verbs",
        ownDeckDescription: "Everyday verbs",
        description: "",
        counts: counts({ learned: position * 10, new: 100 - position * 10 }),
      });
    const cards = toHomeDecks([
      myDeck({ subDeckId: "newest" }),
      own("v2", 1, "2026-11-02T00:00:00Z"),
      own("v1", 0, "2026-11-01T00:00:00Z"),
      myDeck({ subDeckId: "oldest" }),
    ]);
    expect(cards.map((c) => c.key)).toEqual(["newest", "own:o1", "oldest"]);
    const verbs = cards[1]!;
    expect(verbs).toMatchObject({ name: "Verbs", description: "Everyday verbs", createdAt: "2026-11-01T00:00:00Z" });
    expect(verbs.parts.map((p) => p.subDeckId)).toEqual(["v1", "v2"]);
    expect(verbs.counts).toMatchObject({ total: 200, learned: 10, new: 190 });
  });
});
