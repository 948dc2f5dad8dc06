import { describe, expect, it } from "vitest";
import {
  MEDAL_MIN_WORDS,
  type SessionWordResult,
  sessionOverview,
  shouldSaveWord,
  wordsLearnedInSession,
  wordsReviewedInSession,
} from "./summary";

const word = (
  wordId: number,
  correctCount: number,
  reviewedCount: number,
  responseTimes: number[] = [],
  alreadyKnow = false,
): SessionWordResult => ({
  wordId,
  correctCount,
  reviewedCount,
  alreadyKnow,
  responseTimes,
});

/** Two slow, accurate words: with them a ranking test has enough words for medals (MEDAL_MIN_WORDS). */
const slowWords = [word(90, 1, 1, [9]), word(91, 1, 1, [10])];

describe("wordsLearnedInSession (spec §4)", () => {
  it("Learn New counts words with ≥ 5 correct or marked as already known", () => {
    const words = [
      word(1, 5, 5),
      word(2, 4, 6),
      word(3, 5, 5, [], true),
      word(4, 0, 0, [], true),
      word(5, 7, 9),
      word(6, 0, 3),
    ];
    expect(wordsLearnedInSession("LEARN", words)).toBe(4);
  });
  it("Learn New: 4 correct is not learned, 5 is", () => {
    expect(wordsLearnedInSession("LEARN", [word(1, 4, 4)])).toBe(0);
    expect(wordsLearnedInSession("LEARN", [word(1, 5, 5)])).toBe(1);
  });
  it("Hard Words counts words with ≥ 3 correct", () => {
    expect(wordsLearnedInSession("HARD_WORDS", [word(1, 3, 3), word(2, 2, 5), word(3, 4, 4), word(4, 0, 1)])).toBe(2);
  });
  it("Hard Words: 2 correct is not learned, 3 is", () => {
    expect(wordsLearnedInSession("HARD_WORDS", [word(1, 2, 2)])).toBe(0);
    expect(wordsLearnedInSession("HARD_WORDS", [word(1, 3, 3)])).toBe(1);
  });
  it.each(["REVIEW", "NEED_REVIEW", "AUDIO_REVIEW"] as const)("%s learns no new words", (type) => {
    expect(wordsLearnedInSession(type, [word(1, 5, 5), word(2, 1, 1)])).toBe(0);
  });
  it("an empty session learns nothing", () => expect(wordsLearnedInSession("LEARN", [])).toBe(0));
});

describe("wordsReviewedInSession", () => {
  it.each(["REVIEW", "NEED_REVIEW", "AUDIO_REVIEW"] as const)("%s counts every answered word", (type) => {
    expect(wordsReviewedInSession(type, [word(1, 1, 1), word(2, 0, 2), word(3, 0, 0)])).toBe(2);
  });
  it("Learn New reviews nothing (its words are learned)", () => {
    expect(wordsReviewedInSession("LEARN", [word(1, 5, 5), word(2, 3, 4)])).toBe(0);
  });
  it("an empty session reviews nothing", () => expect(wordsReviewedInSession("REVIEW", [])).toBe(0));
});

describe("shouldSaveWord (spec §4: previous + session correct ≥ 5 in LEARN, ≥ 3 in HARD_WORDS)", () => {
  it.each([
    ["LEARN", 0, 5, true],
    ["LEARN", 0, 4, false],
    ["LEARN", 1, 4, true],
    ["LEARN", 2, 3, true],
    ["LEARN", 3, 1, false],
    ["LEARN", 4, 1, true],
    ["LEARN", 4, 0, false],
    ["LEARN", 10, 0, true],
    ["HARD_WORDS", 0, 3, true],
    ["HARD_WORDS", 0, 2, false],
    ["HARD_WORDS", 1, 2, true],
    ["HARD_WORDS", 2, 0, false],
    ["HARD_WORDS", 2, 1, true],
    ["HARD_WORDS", 5, 0, true],
  ] as const)("%s: previous %i + session %i correct → %s", (type, previous, session, saved) => {
    expect(shouldSaveWord(type, previous, word(1, session, Math.max(session, 1)))).toBe(saved);
  });
  it("LEARN: a word marked as already known is saved", () => {
    expect(shouldSaveWord("LEARN", 0, word(1, 5, 5, [], true))).toBe(true);
    expect(shouldSaveWord("LEARN", 0, word(1, 0, 0, [], true))).toBe(true);
  });
  it.each(["REVIEW", "NEED_REVIEW", "AUDIO_REVIEW"] as const)(
    "%s has no threshold: any answered word is saved, even all wrong",
    (type) => {
      expect(shouldSaveWord(type, 0, word(1, 0, 1))).toBe(true);
      expect(shouldSaveWord(type, 0, word(1, 1, 1))).toBe(true);
    },
  );
  it("a word never answered (and not marked as known) is not saved", () => {
    expect(shouldSaveWord("REVIEW", 3, word(1, 0, 0))).toBe(false);
    expect(shouldSaveWord("LEARN", 9, word(1, 0, 0))).toBe(false);
  });
});

describe("sessionOverview: totals and accuracy (spec §2 Session Overview)", () => {
  // score = average time ÷ max(accuracy, 0.1):
  //  1: 2 s, 100 % → 2     2: 1 s, 25 % → 4     3: 1.5 s, 50 % → 3     4: 0.5 s, 0 % → 0.5 ÷ 0.1 = 5
  const words = [
    word(1, 3, 3, [2, 2]),
    word(2, 1, 4, [1, 1, 1, 1]),
    word(3, 1, 2, [1, 2]),
    word(4, 0, 2, [0.5, 0.5]),
    word(5, 0, 0),
  ];
  const overview = sessionOverview(words);

  it("counts correct, answered and incorrect answers over the answered words", () => {
    expect(overview.totalCorrect).toBe(5);
    expect(overview.totalAnswered).toBe(11);
    expect(overview.totalIncorrect).toBe(6);
  });
  it("gives the accuracy in whole percent: 5 / 11 → 45", () => expect(overview.accuracyPercentage).toBe(45));
  it("lists only answered words, in order", () => expect(overview.rows.map((r) => r.wordId)).toEqual([1, 2, 3, 4]));
  it("gives each word its correct and incorrect counts, average time and accuracy", () => {
    expect(overview.rows[0]).toMatchObject({
      wordId: 1,
      correct: 3,
      incorrect: 0,
      averageResponseSeconds: 2,
      accuracy: 100,
    });
    expect(overview.rows[1]).toMatchObject({
      wordId: 2,
      correct: 1,
      incorrect: 3,
      averageResponseSeconds: 1,
      accuracy: 25,
    });
    expect(overview.rows[2]).toMatchObject({
      wordId: 3,
      correct: 1,
      incorrect: 1,
      averageResponseSeconds: 1.5,
      accuracy: 50,
    });
    expect(overview.rows[3]).toMatchObject({
      wordId: 4,
      correct: 0,
      incorrect: 2,
      averageResponseSeconds: 0.5,
      accuracy: 0,
    });
  });
  it("ranks speed by average time ÷ max(accuracy, 0.1): gold, silver, bronze for the three fastest", () => {
    const medals = Object.fromEntries(overview.rows.map((r) => [r.wordId, r.medal]));
    expect(medals).toEqual({ 1: "gold", 3: "silver", 2: "bronze", 4: null });
  });
  it("accuracy below 10 % counts as 10 %: 0.5 s at 0 % (score 5) is slower than 4 s at 100 % (score 4)", () => {
    const o = sessionOverview([word(1, 0, 1, [0.5]), word(2, 1, 1, [4]), ...slowWords]);
    expect(o.rows.find((r) => r.wordId === 2)!.medal).toBe("gold");
    expect(o.rows.find((r) => r.wordId === 1)!.medal).toBe("silver");
  });
  it("a fast word with poor accuracy ranks below a slower accurate one: 1 s at 20 % (5) vs 3 s at 100 % (3)", () => {
    const o = sessionOverview([word(1, 1, 5, [1]), word(2, 2, 2, [3]), ...slowWords]);
    expect(o.rows.find((r) => r.wordId === 2)!.medal).toBe("gold");
    expect(o.rows.find((r) => r.wordId === 1)!.medal).toBe("silver");
  });
  it("only three medals are given", () => {
    const o = sessionOverview([
      word(1, 1, 1, [1]),
      word(2, 1, 1, [2]),
      word(3, 1, 1, [3]),
      word(4, 1, 1, [4]),
      word(5, 1, 1, [5]),
    ]);
    expect(o.rows.map((r) => r.medal)).toEqual(["gold", "silver", "bronze", null, null]);
  });
  it(`with fewer than ${MEDAL_MIN_WORDS} timed words, no medals: a 1-word session earns no Gold`, () => {
    expect(sessionOverview([word(1, 1, 1, [1])]).rows.map((r) => r.medal)).toEqual([null]);
    const three = sessionOverview([word(1, 1, 1, [3]), word(2, 1, 1, [1]), word(3, 1, 1, [2])]);
    expect(three.rows.map((r) => r.medal)).toEqual([null, null, null]);
    const four = sessionOverview([word(1, 1, 1, [3]), word(2, 1, 1, [1]), word(3, 1, 1, [2]), word(4, 1, 1, [4])]);
    expect(four.rows.map((r) => r.medal)).toEqual(["bronze", "gold", "silver", null]);
  });
  it("a word without any recorded time gets no average and no medal (nor counts toward the minimum)", () => {
    const o = sessionOverview([word(1, 1, 1, []), word(2, 1, 1, [2]), word(3, 1, 1, [8]), ...slowWords]);
    expect(o.rows[0]).toMatchObject({ averageResponseSeconds: null, medal: null });
    expect(o.rows[1]!.medal).toBe("gold");
    expect(sessionOverview([word(1, 1, 1, []), word(2, 1, 1, [2]), word(3, 1, 1, [3])]).rows[1]!.medal).toBeNull();
  });
  it("discarded response times (kept as 0) do not count in the average", () => {
    const o = sessionOverview([word(1, 2, 2, [0, 3])]);
    expect(o.rows[0]!.averageResponseSeconds).toBe(3);
  });
  it("rounds the average time to hundredths of a second", () => {
    const o = sessionOverview([word(1, 3, 3, [1, 1, 2])]);
    expect(o.rows[0]!.averageResponseSeconds).toBe(1.33);
  });
  it("rounds per-word accuracy to whole percent: 2 / 3 → 67", () => {
    expect(sessionOverview([word(1, 2, 3, [1])]).rows[0]!.accuracy).toBe(67);
  });
  it("an empty session has zero totals and 0 % accuracy", () => {
    expect(sessionOverview([])).toEqual({
      totalCorrect: 0,
      totalAnswered: 0,
      totalIncorrect: 0,
      accuracyPercentage: 0,
      rows: [],
      markedKnown: [],
    });
    expect(sessionOverview([word(1, 0, 0)]).accuracyPercentage).toBe(0);
  });
  it("a perfect session is 100 %", () => {
    expect(sessionOverview([word(1, 5, 5, [1]), word(2, 5, 5, [1])]).accuracyPercentage).toBe(100);
  });
});

describe("'Already know' in the overview: marked, not answered", () => {
  const known = (wordId: number, outcomes: boolean[] = [], times: number[] = []) => ({
    wordId,
    correctCount: 5,
    reviewedCount: 5,
    alreadyKnow: true,
    responseTimes: times,
    outcomes,
  });
  it("five words marked known without an answer: no answers, no accuracy, five marked", () => {
    const o = sessionOverview([1, 2, 3, 4, 5].map((id) => known(id)));
    expect(o).toEqual({
      totalCorrect: 0,
      totalAnswered: 0,
      totalIncorrect: 0,
      accuracyPercentage: 0,
      rows: [],
      markedKnown: [1, 2, 3, 4, 5],
    });
  });
  it("a word answered twice (one wrong) and then marked known counts those two answers only", () => {
    const o = sessionOverview([known(1, [false, true], [2, 1]), word(2, 1, 1, [1])]);
    expect(o.rows.find((r) => r.wordId === 1)).toMatchObject({ correct: 1, incorrect: 1, accuracy: 50 });
    expect(o).toMatchObject({ totalCorrect: 2, totalAnswered: 3, markedKnown: [1] });
  });
});
