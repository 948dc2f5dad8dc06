import { describe, expect, it } from "vitest";
import { learnerDayNumber } from "../time/learner-day";
import { secondsFrom, studiedFrom, TYPICAL_SECONDS, weekdayOf } from "./deck-simulation-inputs";

describe("the simulation's inputs for a deck", () => {
  it("count a word's due and last review days from today, and leave out words with no memory", () => {
    const today = 20_000;
    const rows = [
      { stability: 12.34567, difficulty: 5.5, dueDayNumber: 20_004, lastReviewDayNumber: 19_990 },
      { stability: 0, difficulty: 0, dueDayNumber: null, lastReviewDayNumber: null },
      { stability: 1, difficulty: 7, dueDayNumber: 19_998, lastReviewDayNumber: null },
    ];
    expect(studiedFrom(rows, today)).toEqual([
      [12.346, 5.5, 4, -10],
      [1, 7, -2, 0],
    ]);
  });

  it("take the learner's own answer times once there are enough, long pauses capped", () => {
    const answers = [
      ...Array.from({ length: 20 }, () => ({ kind: "review" as const, ms: 6000 })),
      ...Array.from({ length: 19 }, () => ({ kind: "lapse" as const, ms: 1000 })),
      ...Array.from({ length: 20 }, (_, i) => ({ kind: "newWord" as const, ms: i === 0 ? 3_600_000 : 10_000 })),
    ];
    expect(secondsFrom(answers)).toEqual({ review: 6, lapse: TYPICAL_SECONDS.lapse, newWord: 15.5 });
  });

  it("number weekdays from Monday on the learner's day", () => {
    const friday = learnerDayNumber(new Date("2026-11-27T12:00:00Z"), { timeZone: "UTC", dayStartHour: 0 });
    expect(weekdayOf(friday)).toBe(4);
  });
});
