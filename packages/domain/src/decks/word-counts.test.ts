import { describe, expect, it } from "vitest";
import {
  addWordCounts,
  becameLearned,
  type CountedProgress,
  countWords,
  EMPTY_WORD_COUNTS,
  isDueNow,
  isKnown,
  reviewableWords,
} from "./word-counts";

const now = new Date("2026-03-10T12:00:00Z");
const earlier = "2026-03-10T11:59:00Z";
const later = new Date("2026-03-11T08:00:00Z");

const row = (over: Partial<CountedProgress>): CountedProgress => ({
  state: 2,
  nextReview: later,
  isIgnored: false,
  markedKnown: false,
  ...over,
});

describe("countWords", () => {
  it("counts words never studied as new", () => {
    expect(countWords(100, [], now)).toEqual({ ...EMPTY_WORD_COUNTS, total: 100, new: 100 });
  });

  it("gives each state its count: building, relearning, review, already known, ignored", () => {
    const counts = countWords(
      20,
      [
        row({ state: 1, nextReview: later }), // building, not due
        row({ state: 1, nextReview: earlier }), // building step come due
        row({ state: 3, nextReview: earlier }), // relearning after a lapse: learned and due
        row({ state: 2, nextReview: later }), // review, not due
        row({ state: 2, nextReview: earlier }), // review, due
        row({ state: 2, nextReview: later, markedKnown: true }), // "Already know" in Learn New
        row({ state: 2, nextReview: earlier, isIgnored: true }), // "Mark as already known"
        row({ state: 0, nextReview: null }), // a row with nothing answered yet
      ],
      now,
    );
    // A building word has finished Learn New: learned, and counted apart as still building.
    expect(counts).toEqual({ total: 20, new: 13, building: 2, learned: 7, dueNow: 3, known: 2, ignored: 1 });
    expect(counts.new + counts.learned).toBe(counts.total);
    expect(counts.building).toBeLessThanOrEqual(counts.learned);
    expect(reviewableWords(counts)).toBe(6);
  });

  it("a row standing for a group of alike words counts as that many words", () => {
    const one = (over: Partial<CountedProgress>) => [row(over)];
    const words = [
      ...Array.from({ length: 3 }, () => one({ state: 1, nextReview: earlier })).flat(),
      ...Array.from({ length: 4 }, () => one({ state: 2, nextReview: later, markedKnown: true })).flat(),
    ];
    const grouped = [
      row({ state: 1, nextReview: earlier, count: 3 }),
      row({ state: 2, nextReview: later, markedKnown: true, count: 4 }),
    ];
    expect(countWords(10, grouped, now)).toEqual(countWords(10, words, now));
    expect(countWords(10, grouped, now)).toMatchObject({ building: 3, learned: 7, known: 4, dueNow: 3, new: 3 });
  });

  it("reads the state as the deck page does: as text, and unknown states as review", () => {
    const counts = countWords(3, [row({ state: "2" }), row({ state: "1" }), row({ state: 7 })], now);
    expect(counts).toMatchObject({ learned: 3, building: 1, new: 0 });
  });

  it("counts an ignored word as learned and known whatever its state (an Anki card suspended early)", () => {
    const counts = countWords(
      4,
      [row({ state: 0, nextReview: null, isIgnored: true }), row({ state: 1, isIgnored: true })],
      now,
    );
    expect(counts).toEqual({ total: 4, new: 2, building: 0, learned: 2, dueNow: 0, known: 2, ignored: 2 });
    expect(reviewableWords(counts)).toBe(0);
  });

  it("never goes negative when the word total is behind the rows", () => {
    expect(countWords(1, [row({}), row({})], now)).toMatchObject({ total: 2, new: 0, learned: 2 });
  });

  it("a word due exactly now is due; ignored and unstudied words never are", () => {
    expect(isDueNow(row({ nextReview: now }), now)).toBe(true);
    expect(isDueNow(row({ nextReview: earlier, isIgnored: true }), now)).toBe(false);
    expect(isDueNow(row({ state: 0, nextReview: earlier }), now)).toBe(false);
    expect(isDueNow(null, now)).toBe(false);
  });

  it("known words are learned ones: a building word marked known is not", () => {
    expect(isKnown(row({ markedKnown: true }))).toBe(true);
    expect(isKnown(row({ state: 1, markedKnown: true }))).toBe(false);
    expect(isKnown(null)).toBe(false);
  });
});

describe("addWordCounts", () => {
  it("adds an own deck's parts into one deck's counts", () => {
    const a = countWords(100, [row({}), row({ state: 1 })], now);
    const b = countWords(60, [row({ nextReview: earlier, markedKnown: true })], now);
    expect(addWordCounts([a, b])).toEqual({
      total: 160,
      new: 157,
      building: 1,
      learned: 3,
      dueNow: 1,
      known: 1,
      ignored: 0,
    });
    expect(addWordCounts([])).toEqual(EMPTY_WORD_COUNTS);
  });
});

describe("becameLearned (the day's learned)", () => {
  it("counts a word finishing Learn New (into its building steps, or marked known), not a later review", () => {
    expect(becameLearned(null, 1)).toBe(true);
    expect(becameLearned(0, 1)).toBe(true);
    expect(becameLearned(null, 2)).toBe(true);
    expect(becameLearned(0, 2)).toBe(true);
    expect(becameLearned(1, 2)).toBe(false);
    expect(becameLearned(1, 1)).toBe(false);
    expect(becameLearned(2, 3)).toBe(false);
    expect(becameLearned(3, 2)).toBe(false);
    expect(becameLearned(2, 2)).toBe(false);
  });
});
