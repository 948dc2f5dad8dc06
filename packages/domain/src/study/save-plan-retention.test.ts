import { describe, expect, it } from "vitest";
import { TOKYO } from "../test-support/days";
import { answeredWord, savedInReview } from "../test-support/session";
import { learnerDay } from "../time/learner-day";
import { DEFAULT_FSRS_SETTINGS } from "./constants";
import { effectiveRetention } from "./effective-retention";
import { planSessionSave, type SessionSaveReads } from "./save-plan";

const NOW = new Date("2026-11-25T13:00:00Z");

function reads(deckRetention: number | null, learnerDefault = 0.9): SessionSaveReads {
  return {
    userId: "u1",
    session: {
      sessionId: "7d3c2a0e-1111-4a4a-8a8a-000000000002",
      subDeckId: "deck-1",
      sessionType: "REVIEW",
      startedAt: "2026-11-25T12:50:00Z",
      studyAlgorithm: "MANUAL",
      durationSeconds: 60,
      words: [answeredWord({ wordId: 1, outcomes: [true] })],
    },
    now: NOW,
    day: { model: TOKYO, today: learnerDay(NOW, TOKYO) },
    account: {
      info: null,
      settings: { ...DEFAULT_FSRS_SETTINGS, requestRetention: learnerDefault },
      deckInCollection: true,
      deckRetention,
    },
    words: new Map([[1, savedInReview(new Date("2026-11-05T13:00:00Z"))]]),
    laterReviews: [],
    activity: { learned: 0, reviewed: 0, level: 0 },
  };
}

function scheduledDays(deckRetention: number | null, learnerDefault?: number): number {
  const plan = planSessionSave(reads(deckRetention, learnerDefault));
  if (plan.kind !== "write") throw new Error(`expected a write, got ${plan.kind}`);
  return plan.progress[0]!.scheduledDays;
}

describe("effectiveRetention", () => {
  it("is the deck's override when set, else the learner's default", () => {
    expect(effectiveRetention(0.9, 0.8)).toBe(0.8);
    expect(effectiveRetention(0.9, null)).toBe(0.9);
    expect(effectiveRetention(0.85, undefined)).toBe(0.85);
  });
});

describe("planSessionSave at the deck's desired retention", () => {
  it("schedules a word sooner at a higher deck retention and later at a lower one", () => {
    const byDefault = scheduledDays(null);
    expect(scheduledDays(0.97)).toBeLessThan(byDefault);
    expect(scheduledDays(0.7)).toBeGreaterThan(byDefault);
  });

  it("without an override, schedules as the learner's default says", () => {
    expect(scheduledDays(null, 0.8)).toBe(scheduledDays(0.8, 0.9));
  });
});
