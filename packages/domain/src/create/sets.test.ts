import { describe, expect, it } from "vitest";
import { setCount, setIndexOf, setName } from "./sets";

describe("setCount", () => {
  it("is one set for an empty deck and for up to 100 words", () => {
    expect(setCount(0)).toBe(1);
    expect(setCount(1)).toBe(1);
    expect(setCount(100)).toBe(1);
  });

  it("starts a new set at every 101st word", () => {
    expect(setCount(101)).toBe(2);
    expect(setCount(200)).toBe(2);
    expect(setCount(201)).toBe(3);
    expect(setCount(20000)).toBe(200);
  });

  it("treats a count that makes no sense as an empty deck", () => {
    expect(setCount(-5)).toBe(1);
    expect(setCount(Number.NaN)).toBe(1);
  });
});

describe("setIndexOf", () => {
  it("puts positions 0–99 in the first set, 100–199 in the second", () => {
    expect(setIndexOf(0)).toBe(0);
    expect(setIndexOf(99)).toBe(0);
    expect(setIndexOf(100)).toBe(1);
    expect(setIndexOf(199)).toBe(1);
    expect(setIndexOf(19999)).toBe(199);
  });

  it("agrees with setCount about the last word", () => {
    for (const words of [1, 99, 100, 101, 250, 20000]) expect(setIndexOf(words - 1)).toBe(setCount(words) - 1);
  });

  it("refuses a position that is not a whole number of at least 0", () => {
    expect(() => setIndexOf(-1)).toThrow(RangeError);
    expect(() => setIndexOf(1.5)).toThrow(RangeError);
    expect(() => setIndexOf(Number.NaN)).toThrow(RangeError);
  });
});

describe("setName", () => {
  it("is the deck's name when the deck has one set", () => {
    expect(setName("Finnish verbs", 0, 1)).toBe("Finnish verbs");
  });

  it("numbers the parts from 1 like the catalogue does", () => {
    expect(setName("HSK 1", 2, 5)).toBe("HSK 1 · Part 3");
    expect(setName("Finnish verbs", 0, 2)).toBe("Finnish verbs · Part 1");
    expect(setName("Finnish verbs", 1, 2)).toBe("Finnish verbs · Part 2");
  });
});
