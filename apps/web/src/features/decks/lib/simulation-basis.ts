import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";

/**
 * What Help me decide's year is played within, in words: the deck's new words a day (its limit, or the pace
 * assumed without one), its reviews a day, and how reviews are placed (the learner's Review Load settings).
 */
export function simulationBasis(inputs: DeckSimulationInputs, limits: { newPerDay: number | null }): string {
  const parts = [
    `${inputs.newPerDay} new words a day${limits.newPerDay === null ? " (no limit set: a usual pace)" : ""}`,
    inputs.reviewLimit === null ? "no limit on reviews" : `at most ${inputs.reviewLimit} reviews a day`,
  ];
  const easyDays = (inputs.easyDays ?? []).some((day) => day !== "normal");
  if (inputs.loadBalance && easyDays) parts.push("load balancing and your easy days");
  else if (inputs.loadBalance) parts.push("load balancing");
  else if (easyDays) parts.push("your easy days");
  return parts.join(", ");
}
