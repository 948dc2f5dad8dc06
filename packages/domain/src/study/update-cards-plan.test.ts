import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UTC_DAY } from "../time/learner-day";
import { DEFAULT_FSRS_SETTINGS } from "./constants";
import { rescheduleForSettings } from "./scheduling";
import { planUpdateCards, type UpdateCardsCard, type UpdateCardsReads } from "./update-cards-plan";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-03-10T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** A mature word in review, last reviewed 30 days ago, due now. */
const card = (over: Partial<UpdateCardsCard> = {}): UpdateCardsCard => ({
  ...{ id: "row-1", wordId: 1, history: 20, state: 2, learningSteps: 0, stability: 30, difficulty: 5 },
  ...{ elapsedDays: 30, scheduledDays: 30, reps: 12, lapses: 1, lastReview: at(-30 * DAY), nextReview: NOW },
  ...over,
});

const reads = (cards: UpdateCardsCard[], settings = DEFAULT_FSRS_SETTINGS): UpdateCardsReads => ({
  userId: "u1",
  subDeckId: "deck-1",
  settings: { ...settings, requestRetention: 0.8 },
  day: UTC_DAY,
  cards,
  now: NOW,
});

// The scheduler may read Date.now(): pin it so the plan never depends on the real clock.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

describe("planUpdateCards (Update Cards: read → plan → write)", () => {
  it("moves a learned word to its recomputed date and logs the move as manual, at the time passed in", () => {
    const word = card();
    const plan = planUpdateCards(reads([word]));
    const due = rescheduleForSettings(word, { ...DEFAULT_FSRS_SETTINGS, requestRetention: 0.8 }, 20, UTC_DAY)!;
    expect(plan.moves).toEqual([{ id: "row-1", due }]);
    const copied = { stability: 30, difficulty: 5, elapsedDays: 30, scheduledDays: 30, learningSteps: 0 };
    expect(plan.logs).toEqual([
      {
        ...{ userId: "u1", wordId: 1, subDeckId: "deck-1", reviewedAt: NOW, kind: "manual", rating: 0 },
        ...{ mode: DEFAULT_FSRS_SETTINGS.studyAlgorithm, stateBefore: 2, state: 2, due, ...copied },
        ...{ lastElapsedDays: 30, actualRetention: 1 },
      },
    ]);
  });

  it("writes nothing for a word whose date stays, and still counts it", () => {
    const moved = planUpdateCards(reads([card()])).moves[0]!;
    const plan = planUpdateCards(reads([card({ nextReview: moved.due })]));
    expect(plan.moves).toEqual([]);
    expect(plan.logs).toEqual([]);
    expect(plan.response).toEqual({ updated: 1, message: "Updated 1 words in subdeck with new review times" });
  });

  it("leaves a relearning word's schedule as it is, and counts every learned word read", () => {
    const relearning = card({ id: "row-2", wordId: 2, state: 3, nextReview: at(10 * 60 * 1000) });
    const plan = planUpdateCards(reads([card(), relearning]));
    expect(plan.moves.map((m) => m.id)).toEqual(["row-1"]);
    expect(plan.response.updated).toBe(2);
  });

  it("answers zero for a deck without learned words", () => {
    expect(planUpdateCards(reads([]))).toEqual({
      moves: [],
      logs: [],
      response: { updated: 0, message: "Updated 0 words in subdeck with new review times" },
    });
  });
});
