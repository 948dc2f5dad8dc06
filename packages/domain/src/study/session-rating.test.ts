import { describe, expect, it } from "vitest";
import { sessionRating } from "./session-rating";

const word = (patch: Partial<Parameters<typeof sessionRating>[0]> = {}) => ({
  alreadyKnow: false,
  gotWrong: false,
  ratings: [3],
  ...patch,
});

describe("the rating FSRS is given for a word of a session", () => {
  it("a wrong first answer is a lapse: Again, in both modes, whatever the retry's rating", () => {
    const failedThenRetried = word({ gotWrong: true, firstAnswerCorrect: false, ratings: [1, 4] });
    expect(sessionRating(failedThenRetried, "MANUAL", 90)).toBe(1);
    expect(sessionRating(failedThenRetried, "AUTOMATIC", 95)).toBe(1);
  });

  it("a word recalled at the first try keeps the learner's first rating (MANUAL) or the confidence (AUTOMATIC)", () => {
    const laterSlip = word({ gotWrong: true, firstAnswerCorrect: true, ratings: [2, 1, 3] });
    expect(sessionRating(laterSlip, "MANUAL", 10)).toBe(2);
    expect(sessionRating(word({ ratings: [4] }), "MANUAL", 10)).toBe(4);
    expect(sessionRating(word(), "AUTOMATIC", 95)).toBe(4);
    expect(sessionRating(word(), "AUTOMATIC", 10)).toBeLessThan(4);
  });

  it("older clients that only say whether any answer was wrong: a wrong one counts as the first", () => {
    expect(sessionRating(word({ gotWrong: true, ratings: [3, 3] }), "MANUAL", 80)).toBe(1);
    expect(sessionRating(word({ gotWrong: false, ratings: [3] }), "MANUAL", 80)).toBe(3);
  });

  it("already known is Easy; MANUAL without a rating has nothing to go by", () => {
    expect(sessionRating(word({ alreadyKnow: true, ratings: [] }), "MANUAL", 0)).toBe(4);
    expect(sessionRating(word({ ratings: [] }), "MANUAL", 50)).toBeNull();
  });
});
