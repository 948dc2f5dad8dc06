import { describe, expect, it } from "vitest";
import { hanziCorrect, hanziRating } from "./hanzi-rating";
import {
  afterCorrect,
  afterWrong,
  correctBonusSeconds,
  maxPossibleScore,
  startingSeconds,
  timerColour,
} from "./time-rush";

describe("Time Rush timer maths", () => {
  it("starts at 15 s, 30 s for writing decks", () => {
    expect(startingSeconds(false)).toBe(15);
    expect(startingSeconds(true)).toBe(30);
  });
  it("a correct answer adds max(0.5, 2·e^(−elapsed/30))", () => {
    expect(correctBonusSeconds(0)).toBe(2);
    expect(correctBonusSeconds(30)).toBeCloseTo(2 * Math.exp(-1), 10);
    expect(correctBonusSeconds(20)).toBeCloseTo(1.0268, 4);
    expect(correctBonusSeconds(60)).toBe(0.5); // 2·e^(−2) ≈ 0.27 < 0.5
    expect(correctBonusSeconds(100)).toBe(0.5);
    expect(correctBonusSeconds(-5)).toBe(2);
  });
  it("caps the time at the start and takes 1 s for a wrong answer", () => {
    expect(afterCorrect(14.5, 0, 15)).toBe(15);
    expect(afterCorrect(5, 30, 15)).toBeCloseTo(5 + 2 * Math.exp(-1), 10);
    expect(afterCorrect(20, 10, 30, true)).toBe(22);
    expect(afterWrong(3)).toBe(2);
    expect(afterWrong(0.4)).toBe(0);
  });
  it("colours the timer at 60 % and 30 %", () => {
    expect(timerColour(15, 15)).toBe("green");
    expect(timerColour(9.1, 15)).toBe("green");
    expect(timerColour(9, 15)).toBe("orange");
    expect(timerColour(4.6, 15)).toBe("orange");
    expect(timerColour(4.5, 15)).toBe("red");
    expect(timerColour(0, 15)).toBe("red");
  });
  it("bounds the score by the game's duration", () => {
    expect(maxPossibleScore(15)).toBe(60);
    expect(maxPossibleScore(0)).toBe(0);
  });
});

describe("Hanzi rating by total mistakes", () => {
  // [mistakes, rating] on the lenient decks (learn, test, writing), then on the others.
  const lenient = [
    [0, 4],
    [1, 3],
    [3, 3],
    [4, 2],
    [7, 2],
    [8, 1],
    [20, 1],
  ] as const;
  const other = [
    [0, 4],
    [2, 3],
    [3, 2],
    [4, 2],
    [5, 1],
  ] as const;
  it.each([
    ...lenient.map(([mistakes, rating]) => ["learn/test/writing decks", mistakes, rating, true] as const),
    ...other.map(([mistakes, rating]) => ["other decks", mistakes, rating, false] as const),
  ])("%s: %i mistakes → %i", (_decks, mistakes, rating, isLenient) => {
    expect(hanziRating(mistakes, isLenient)).toBe(rating);
  });
  it("counts as correct with at most 10 (lenient) or 2 mistakes", () => {
    expect(hanziCorrect(10, true)).toBe(true);
    expect(hanziCorrect(11, true)).toBe(false);
    expect(hanziCorrect(2, false)).toBe(true);
    expect(hanziCorrect(3, false)).toBe(false);
  });
});
