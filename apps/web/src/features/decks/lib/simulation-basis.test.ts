import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import { describe, expect, it } from "vitest";
import { simulationBasis } from "./simulation-basis";

const inputs: DeckSimulationInputs = {
  weights: [],
  defaultRetention: 0.9,
  deckRetention: null,
  maximumInterval: 36500,
  studied: [],
  newWords: 10,
  newPerDay: 10,
  reviewLimit: null,
  seconds: { review: 8, lapse: 20, newWord: 30 },
  firstWeekday: 0,
};

describe("simulationBasis", () => {
  it("says the deck's limits, or the pace assumed without one, and how reviews are placed", () => {
    expect(simulationBasis(inputs, { newPerDay: null })).toBe(
      "10 new words a day (no limit set: a usual pace), no limit on reviews",
    );
    const week = ["normal", "normal", "normal", "normal", "normal", "reduced", "minimum"] as const;
    expect(
      simulationBasis(
        { ...inputs, newPerDay: 5, reviewLimit: 100, loadBalance: true, easyDays: [...week] },
        { newPerDay: 5 },
      ),
    ).toBe("5 new words a day, at most 100 reviews a day, load balancing and your easy days");
    expect(simulationBasis({ ...inputs, loadBalance: true }, { newPerDay: 10 })).toBe(
      "10 new words a day, no limit on reviews, load balancing",
    );
  });
});
