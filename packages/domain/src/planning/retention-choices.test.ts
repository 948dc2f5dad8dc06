import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import type { DeckSimulationInputs } from "./deck-simulation-inputs";
import { choicesWith, RETENTION_CHOICES, retentionChoice, runsFor } from "./retention-choices";

const inputs: DeckSimulationInputs = {
  weights: [...default_w],
  defaultRetention: 0.9,
  deckRetention: null,
  maximumInterval: 36500,
  studied: [
    [30, 5, 3, -27],
    [2, 7, -4, -6],
  ],
  newWords: 200,
  newPerDay: 10,
  reviewLimit: null,
  seconds: { review: 8, lapse: 20, newWord: 30 },
  firstWeekday: 4,
};

describe("retention choices", () => {
  it("span 70 % to 97 % and always hold the current choice once", () => {
    expect(RETENTION_CHOICES[0]).toBe(0.7);
    expect(RETENTION_CHOICES.at(-1)).toBe(0.97);
    expect(choicesWith(0.9)).toContain(0.9);
    expect(choicesWith(0.85)).toEqual(RETENTION_CHOICES);
    expect(choicesWith(0.9).length).toBe(RETENTION_CHOICES.length + 1);
  });

  it("cost more minutes and keep more words known as the retention rises", () => {
    const low = retentionChoice(inputs, 0.7, 120);
    const high = retentionChoice(inputs, 0.97, 120);
    expect(high.minutesPerDay).toBeGreaterThan(low.minutesPerDay);
    expect(high.knownAfterYear).toBeGreaterThan(low.knownAfterYear);
  });

  it("are reproducible and never know more words than the deck holds", () => {
    expect(retentionChoice(inputs, 0.85, 90)).toEqual(retentionChoice(inputs, 0.85, 90));
    for (const r of [0.7, 0.97]) expect(retentionChoice(inputs, r, 200).knownAfterYear).toBeLessThanOrEqual(202);
  });

  it("respect the deck's review limit: fewer minutes a day with a tight one", () => {
    const free = retentionChoice(inputs, 0.9, 120);
    const tight = retentionChoice({ ...inputs, reviewLimit: 5 }, 0.9, 120);
    expect(tight.minutesPerDay).toBeLessThan(free.minutesPerDay);
  });

  it("average a small deck over several runs, a large one played once", () => {
    expect(runsFor(100)).toBe(5);
    expect(runsFor(800)).toBe(3);
    expect(runsFor(10_000)).toBe(1);
  });
});
