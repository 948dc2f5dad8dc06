import { describe, expect, it } from "vitest";
import { optimizerItems, reviewHistories } from "./optimizer-items";
import { isResetLog, resetLog } from "./reset-log";

const at = (iso: string) => new Date(iso);

describe("a reset to new in the review log", () => {
  const now = at("2026-11-21T10:00:00Z");
  const before = { state: 2, stability: 3.2, difficulty: 8.9, elapsedDays: 4, learningSteps: 0 };

  it("is a manual row with rating 0 that leaves the word new, due now", () => {
    const log = resetLog({ userId: "u", wordId: 7, subDeckId: "d", mode: "MANUAL", before, now });
    expect(log).toMatchObject({
      kind: "manual",
      rating: 0,
      stateBefore: 2,
      state: 0,
      stability: 0,
      difficulty: 0,
      due: now,
      reviewedAt: now,
      scheduledDays: 0,
      lastElapsedDays: 4,
    });
    expect(isResetLog(log)).toBe(true);
    // A reschedule (Update Cards) is manual too, but leaves the word in review.
    expect(isResetLog({ kind: "manual", rating: 0, state: 2 })).toBe(false);
    expect(isResetLog({ kind: "learn", rating: 3, state: 0 })).toBe(false);
  });

  it("starts the word's history again for the optimizer; other words keep theirs", () => {
    const histories = reviewHistories([
      { wordId: 1, reviewedAt: at("2026-03-01T08:00:00Z"), rating: 3 },
      { wordId: 1, reviewedAt: at("2026-03-05T08:00:00Z"), rating: 1 },
      { wordId: 1, reviewedAt: at("2026-03-06T08:00:00Z"), rating: 0, reset: true },
      { wordId: 1, reviewedAt: at("2026-03-09T08:00:00Z"), rating: 3 },
      { wordId: 1, reviewedAt: at("2026-03-12T08:00:00Z"), rating: 3 },
      { wordId: 2, reviewedAt: at("2026-03-01T08:00:00Z"), rating: 3 },
      { wordId: 2, reviewedAt: at("2026-03-04T08:00:00Z"), rating: 2 },
      // Reset and not studied since: nothing left of it.
      { wordId: 3, reviewedAt: at("2026-03-01T08:00:00Z"), rating: 3 },
      { wordId: 3, reviewedAt: at("2026-03-02T08:00:00Z"), rating: 0, reset: true },
    ]);
    const plain = histories.map((h) => h.map(({ rating, deltaT }) => ({ rating, deltaT })));
    expect(plain).toEqual([
      // The first review after the reset is a first review (0 days), not one 4 days after the lapse.
      [
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 3 },
      ],
      [
        { rating: 3, deltaT: 0 },
        { rating: 2, deltaT: 3 },
      ],
    ]);
    expect(optimizerItems(histories)).toHaveLength(2);
  });
});
