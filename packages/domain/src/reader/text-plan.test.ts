import { describe, expect, it } from "vitest";
import { planForText, TEXT_PLAN_DECKS_MAX } from "./text-plan";

describe("a plan for a text, as the exam planner's goal", () => {
  it("asks the decks for the comprehension over the share of the text they hold, the deck holding most first", () => {
    const plan = planForText({
      words: 200,
      decks: [
        { subDeckId: "a", words: 120 },
        { subDeckId: "b", words: 60 },
      ],
      targetPercent: 80,
    });
    // 80 % of 200 running words = 160 of the 180 the decks hold: 88.9 %, rounded up.
    expect(plan).toEqual({ ok: true, subDeckId: "a", alsoDecks: ["b"], deckPercent: 89, heldPercent: 90 });
  });

  it("says when no plan of the decks can reach the comprehension, and why", () => {
    const plan = planForText({ words: 100, decks: [{ subDeckId: "a", words: 70 }], targetPercent: 80 });
    expect(plan).toMatchObject({ ok: false, heldPercent: 70 });
    expect(!plan.ok && plan.message).toContain("Your decks hold 70 % of this text's words");
    expect(planForText({ words: 10, decks: [], targetPercent: 50 })).toMatchObject({ ok: false, heldPercent: 0 });
  });

  it("plans at most as many decks as the planner takes together", () => {
    const decks = Array.from({ length: 25 }, (_, i) => ({ subDeckId: `d${i}`, words: 4 }));
    const plan = planForText({ words: 100, decks, targetPercent: 50 });
    expect(plan.ok && 1 + plan.alsoDecks.length).toBe(TEXT_PLAN_DECKS_MAX);
    // The 20 decks hold 80 of the 100 running words.
    expect(plan).toMatchObject({ ok: true, deckPercent: 63, heldPercent: 80 });
  });
});
