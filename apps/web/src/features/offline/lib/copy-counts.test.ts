import { describe, expect, it } from "vitest";
import { copyWith, newWord, progressRow, sessionData } from "../testing/copy-fixtures";
import { copyCounts } from "./copy-counts";

const NOW = new Date("2026-11-25T18:00:00Z");

describe("a kept deck's counts, computed on the device", () => {
  it("counts every state as of now, not as of when the copy was kept", () => {
    const copy = copyWith([
      // Learned, due an hour ago (after the copy was kept at 08:00).
      progressRow(1, { nextReview: "2026-11-25T17:00:00Z" }),
      // Learned, not due until tomorrow.
      progressRow(2, { nextReview: "2026-11-26T09:00:00Z" }),
      // Relearning after a lapse is still learned.
      progressRow(3, { state: 3, nextReview: "2026-11-26T09:00:00Z" }),
      // Building (step 1 of 3), due 10 minutes ago: in progress and due.
      progressRow(4, { state: 1, learningSteps: 2, nextReview: "2026-11-25T17:50:00Z" }),
      // Building, not due.
      progressRow(5, { state: 1, learningSteps: 1, nextReview: "2026-11-25T18:10:00Z" }),
      // Ignored, even though its review date passed: neither learned nor due.
      progressRow(6, { isIgnored: true, nextReview: "2026-11-20T00:00:00Z" }),
    ]);
    expect(copyCounts(copy, NOW)).toEqual({
      total: 10,
      new: 4,
      building: 2,
      // The shared definition: every word past Learn New is learned (building ones included), and an
      // ignored word was set aside as known, so it is learned (and known).
      learned: 6,
      dueNow: 2,
      known: 1,
      ignored: 1,
    });
  });

  it("a word due exactly now is due; one due a second later is not", () => {
    const copy = copyWith([
      progressRow(1, { nextReview: "2026-11-25T18:00:00.000Z" }),
      progressRow(2, { nextReview: "2026-11-25T18:00:01.000Z" }),
    ]);
    expect(copyCounts(copy, NOW).dueNow).toBe(1);
  });

  it("a copy kept before the deck page was kept counts its learned words only", () => {
    const learnedWord = { ...newWord(1), progress: { ...progressRow(1, { nextReview: "2026-11-25T12:00:00Z" }) } };
    const older = { ...copyWith([]), page: undefined, learned: sessionData("time-rush", [learnedWord], 50) };
    expect(copyCounts(older, NOW)).toEqual({
      total: 50,
      new: 49,
      building: 0,
      learned: 1,
      dueNow: 1,
      known: 0,
      ignored: 0,
    });
  });
});
