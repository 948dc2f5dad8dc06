import { describe, expect, it } from "vitest";
import { readPlanLearner } from "../src/features/exam-plans/learner-reads";
import type { ExamPlansRepository } from "../src/features/exam-plans/repository";
import type { FsrsSettingsRepository } from "../src/features/fsrs-settings";

const now = new Date("2026-12-01T12:00:00Z");
const model = { timeZone: "UTC", dayStartHour: 4 };
const row = {
  stability: 4,
  difficulty: 5,
  lastReview: new Date("2026-11-30T10:00:00Z"),
  nextReview: new Date("2026-12-03T10:00:00Z"),
  isIgnored: false,
  responseTimes: [6],
  historyCount: 7,
};

function deps(deckRetention: number | null, reinforceNewCards = true) {
  const plans = {
    deckRetention: async () => deckRetention,
    studiedWords: async (_: string, subDeckId: string) => (subDeckId === "a" ? [row, row] : [row]),
  } as unknown as ExamPlansRepository;
  const settings = {
    get: async () => ({ weights: null, requestRetention: 0.9, maximumInterval: 36500, reinforceNewCards }),
  } as unknown as FsrsSettingsRepository;
  return { plans, settings };
}

describe("readPlanLearner", () => {
  it("plans at the deck's own desired retention, else the learner's default", async () => {
    const own = await readPlanLearner(deps(0.8), "u", ["a"], (_, studied) => 10 - studied, now, model);
    expect(own.learner.retention).toBe(0.8);
    const none = await readPlanLearner(deps(null), "u", ["a"], (_, studied) => 10 - studied, now, model);
    expect(none.learner.retention).toBe(0.9);
  });

  it("reads every deck's words with their histories, the building phase, and each deck's new words", async () => {
    const { learner, newByDeck } = await readPlanLearner(
      deps(null),
      "u",
      ["a", "b"],
      (i, studied) => [10, 4][i]! - studied,
      now,
      model,
    );
    expect(newByDeck).toEqual([8, 3]);
    expect(learner.newWords).toBe(11);
    expect(learner.studied).toHaveLength(3);
    expect(learner.studied[0]).toMatchObject({ answers: 7, dueDay: 2, lastReviewDay: -1 });
    expect(learner.buildingSteps).toBe(3);
    const plain = await readPlanLearner(deps(null, false), "u", ["a"], () => 0, now, model);
    expect(plain.learner.buildingSteps).toBe(0);
  });
});
