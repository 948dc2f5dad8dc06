import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { correctThreshold, progressDots, type SessionType } from "./constants";
import {
  answerCurrent,
  createQueue,
  currentWordId,
  isQueueDone,
  keptResponseTime,
  markCurrentAsKnown,
  type SessionQueue,
} from "./queue";

const right = (responseSeconds = 1.5, rating?: number) => ({
  correct: true,
  responseSeconds,
  ...(rating === undefined ? {} : { rating }),
});
const wrong = (responseSeconds = 2, rating?: number) => ({
  correct: false,
  responseSeconds,
  ...(rating === undefined ? {} : { rating }),
});

function answerTimes(queue: SessionQueue, n: number, answer = right()): SessionQueue {
  let q = queue;
  for (let i = 0; i < n; i++) q = answerCurrent(q, answer);
  return q;
}

describe("createQueue (spec §4: a session starts with a word list at zero counts)", () => {
  it("puts the words in order with zeroed counters", () => {
    const q = createQueue("LEARN", [11, 12, 13]);
    expect(q.pending).toEqual([11, 12, 13]);
    expect(q.sessionType).toBe("LEARN");
    const zeroed = (value: unknown) => value === 0 || value === false || (Array.isArray(value) && value.length === 0);
    for (const id of [11, 12, 13]) {
      const { wordId, ...counters } = q.tallies[id] ?? { wordId: null };
      expect(wordId).toBe(id);
      expect(Object.keys(counters)).toHaveLength(7);
      for (const [name, value] of Object.entries(counters)) expect([name, zeroed(value)]).toEqual([name, true]);
    }
  });
  it("keeps a word once even when listed twice", () => {
    const q = createQueue("REVIEW", [1, 2, 1]);
    expect(q.pending).toEqual([1, 2]);
  });
  it("starts with the first word and is not done", () => {
    const q = createQueue("REVIEW", [7, 8]);
    expect(currentWordId(q)).toBe(7);
    expect(isQueueDone(q)).toBe(false);
  });
  it("an empty session is done at once", () => {
    const q = createQueue("REVIEW", []);
    expect(currentWordId(q)).toBeNull();
    expect(isQueueDone(q)).toBe(true);
  });
});

describe("thresholds: a word leaves when its correct count reaches the threshold (spec §4)", () => {
  it.each([
    ["LEARN", 5],
    ["HARD_WORDS", 3],
    ["REVIEW", 1],
    ["NEED_REVIEW", 1],
    ["AUDIO_REVIEW", 1],
  ] as const)("%s: a lone word leaves after exactly %i correct answers", (type, threshold) => {
    let q = createQueue(type, [1]);
    for (let i = 1; i < threshold; i++) {
      q = answerCurrent(q, right());
      expect(q.pending).toEqual([1]);
      expect(q.tallies[1]!.correctCount).toBe(i);
    }
    q = answerCurrent(q, right());
    expect(q.pending).toEqual([]);
    expect(isQueueDone(q)).toBe(true);
    expect(q.tallies[1]!.correctCount).toBe(threshold);
    expect(q.tallies[1]!.reviewedCount).toBe(threshold);
  });

  it("REVIEW: a correct answer removes the word and the next comes up", () => {
    const q = answerCurrent(createQueue("REVIEW", [1, 2, 3]), right());
    expect(q.pending).toEqual([2, 3]);
    expect(currentWordId(q)).toBe(2);
  });

  it("LEARN: 5 words answered correctly every time take 25 answers, each word leaving on its 5th", () => {
    let q = createQueue("LEARN", [1, 2, 3, 4, 5]);
    q = answerTimes(q, 24);
    expect(q.pending).toEqual([5]);
    q = answerCurrent(q, right());
    expect(isQueueDone(q)).toBe(true);
    for (const id of [1, 2, 3, 4, 5]) expect(q.tallies[id]!.correctCount).toBe(5);
  });

  it("HARD_WORDS: a word with 2 correct answers stays, the 3rd removes it", () => {
    let q = createQueue("HARD_WORDS", [1, 2]);
    q = answerTimes(q, 4); // 1,2,1,2 → each has 2 correct
    expect(q.pending).toEqual([1, 2]);
    q = answerCurrent(q, right());
    expect(q.pending).toEqual([2]);
    expect(q.tallies[1]!.correctCount).toBe(3);
  });

  it("a wrong answer never removes a word, even once the threshold count was reached before", () => {
    let q = createQueue("REVIEW", [1]);
    q = answerCurrent(q, wrong());
    expect(q.pending).toEqual([1]);
    q = answerCurrent(q, wrong());
    expect(q.pending).toEqual([1]);
    q = answerCurrent(q, right());
    expect(q.pending).toEqual([]);
  });
});

describe("a wrong answer sends the word to the back (spec §4)", () => {
  it("moves the current word behind the others", () => {
    const q = answerCurrent(createQueue("REVIEW", [1, 2, 3]), wrong());
    expect(q.pending).toEqual([2, 3, 1]);
    expect(currentWordId(q)).toBe(2);
  });
  it("in Learn New too", () => {
    const q = answerCurrent(createQueue("LEARN", [1, 2, 3]), wrong());
    expect(q.pending).toEqual([2, 3, 1]);
  });
  it("keeps a lone word at the front", () => {
    const q = answerCurrent(createQueue("HARD_WORDS", [9]), wrong());
    expect(q.pending).toEqual([9]);
  });
  it("a wrong answer does not count towards the threshold", () => {
    let q = createQueue("HARD_WORDS", [1]);
    q = answerCurrent(q, right());
    q = answerCurrent(q, wrong());
    q = answerCurrent(q, right());
    expect(q.pending).toEqual([1]);
    expect(q.tallies[1]!.correctCount).toBe(2);
    expect(q.tallies[1]!.reviewedCount).toBe(3);
    q = answerCurrent(q, right());
    expect(q.pending).toEqual([]);
  });
});

describe("counters, got_wrong and difficulty_score (spec §4)", () => {
  it.each([
    [
      "a correct answer: correct +1, reviewed +1, difficulty_score 3, got_wrong unset",
      right(1.25),
      { correctCount: 1, reviewedCount: 1, difficultyScore: 3, gotWrong: false, responseTimes: [1.25] },
    ],
    [
      "a wrong answer: reviewed +1, correct unchanged, difficulty_score 1, got_wrong set",
      wrong(4),
      { correctCount: 0, reviewedCount: 1, difficultyScore: 1, gotWrong: true, responseTimes: [4] },
    ],
  ])("%s", (_case, answer, tally) => {
    expect(answerCurrent(createQueue("LEARN", [1, 2]), answer).tallies[1]).toMatchObject(tally);
  });
  it("difficulty_score follows the latest answer, got_wrong stays set", () => {
    let q = createQueue("REVIEW", [1]);
    q = answerCurrent(q, wrong());
    q = answerCurrent(q, right());
    const t = q.tallies[1]!;
    expect(t.difficultyScore).toBe(3);
    expect(t.gotWrong).toBe(true);
    expect(t.correctCount).toBe(1);
    expect(t.reviewedCount).toBe(2);
  });
  it("does not touch the other words' counters", () => {
    const q = answerCurrent(createQueue("LEARN", [1, 2]), wrong());
    expect(q.tallies[2]).toEqual(createQueue("LEARN", [1, 2]).tallies[2]);
  });
  it("keeps response times in answer order", () => {
    let q = createQueue("LEARN", [1]);
    q = answerCurrent(q, right(1));
    q = answerCurrent(q, wrong(2.5));
    q = answerCurrent(q, right(0.75));
    expect(q.tallies[1]!.responseTimes).toEqual([1, 2.5, 0.75]);
  });
  it("does not mutate the queue it is given", () => {
    const q = createQueue("REVIEW", [1, 2]);
    const snapshot = JSON.parse(JSON.stringify(q)) as SessionQueue;
    answerCurrent(q, wrong());
    answerCurrent(q, right());
    expect(q).toEqual(snapshot);
  });
  it("answering an empty queue changes nothing", () => {
    const q = createQueue("REVIEW", []);
    expect(answerCurrent(q, right())).toBe(q);
  });
});

describe("ratings: a rating of 3 or more counts as not wrong (spec §4)", () => {
  it("records the ratings given, in order", () => {
    let q = createQueue("LEARN", [1]);
    q = answerCurrent(q, right(1, 4));
    q = answerCurrent(q, right(1, 3));
    expect(q.tallies[1]!.ratings).toEqual([4, 3]);
  });
  it.each([3, 4])("a correct answer rated %i does not set got_wrong", (rating) => {
    const t = answerCurrent(createQueue("LEARN", [1]), right(1, rating)).tallies[1]!;
    expect(t.gotWrong).toBe(false);
  });
  it.each([1, 2])("a correct answer rated %i sets got_wrong", (rating) => {
    const t = answerCurrent(createQueue("LEARN", [1]), right(1, rating)).tallies[1]!;
    expect(t.gotWrong).toBe(true);
  });
  it("a wrong answer sets got_wrong whatever the rating", () => {
    const t = answerCurrent(createQueue("LEARN", [1]), wrong(1, 4)).tallies[1]!;
    expect(t.gotWrong).toBe(true);
  });
  it("no rating (AUTOMATIC) leaves the ratings list empty", () => {
    const t = answerCurrent(createQueue("LEARN", [1]), right()).tallies[1]!;
    expect(t.ratings).toEqual([]);
  });
});

describe("response times over 3600 s are kept as 0 (spec §5)", () => {
  it.each([
    [0, 0],
    [0.4, 0.4],
    [12.5, 12.5],
    [3599.9, 3599.9],
    [3600, 3600],
    [3600.001, 0],
    [7200, 0],
    [86_400, 0],
  ])("keptResponseTime(%d) = %d", (input, kept) => {
    expect(keptResponseTime(input)).toBe(kept);
  });
  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1])("treats %d as 0", (input) => {
    expect(keptResponseTime(input)).toBe(0);
  });
  it("stores a response time over an hour as 0 in the tally", () => {
    let q = createQueue("LEARN", [1]);
    q = answerCurrent(q, right(4000));
    q = answerCurrent(q, wrong(3600));
    expect(q.tallies[1]!.responseTimes).toEqual([0, 3600]);
  });
});

describe("'Already know? Mark as learned!' (spec §4 Learn New)", () => {
  it("sets 5 correct, 5 reviewed, difficulty_score 4 and already_know, and the word leaves", () => {
    const q = markCurrentAsKnown(createQueue("LEARN", [1, 2, 3]));
    expect(q.pending).toEqual([2, 3]);
    const t = q.tallies[1]!;
    expect(t.correctCount).toBe(5);
    expect(t.reviewedCount).toBe(5);
    expect(t.difficultyScore).toBe(4);
    expect(t.alreadyKnow).toBe(true);
  });
  it("works on a word already answered (counts become 5/5)", () => {
    let q = createQueue("LEARN", [1]);
    q = answerCurrent(q, right());
    q = answerCurrent(q, right());
    q = markCurrentAsKnown(q);
    expect(q.pending).toEqual([]);
    expect(q.tallies[1]).toMatchObject({ correctCount: 5, reviewedCount: 5, difficultyScore: 4, alreadyKnow: true });
  });
  it("leaves the other words untouched", () => {
    const q = markCurrentAsKnown(createQueue("LEARN", [1, 2]));
    expect(q.tallies[2]).toMatchObject({ correctCount: 0, reviewedCount: 0, alreadyKnow: false });
  });
  it("does nothing on an empty queue", () => {
    const q = createQueue("LEARN", []);
    expect(markCurrentAsKnown(q)).toBe(q);
  });
});

describe("progress dots (spec §2, §9)", () => {
  it("5 by default, 3 in Hard Words", () => {
    expect(progressDots("LEARN")).toBe(5);
    expect(progressDots("REVIEW")).toBe(5);
    expect(progressDots("HARD_WORDS")).toBe(3);
  });
});

describe("queue properties", () => {
  const sessionType = fc.constantFrom<SessionType>("LEARN", "REVIEW", "NEED_REVIEW", "AUDIO_REVIEW", "HARD_WORDS");
  const wordIds = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 0, maxLength: 12 });

  it("always terminates when every answer is correct: n words × threshold answers, each word at its threshold", () => {
    fc.assert(
      fc.property(sessionType, wordIds, fc.double({ min: 0, max: 5000, noNaN: true }), (type, ids, seconds) => {
        let q = createQueue(type, ids);
        const limit = ids.length * correctThreshold(type);
        let steps = 0;
        while (!isQueueDone(q) && steps <= limit) {
          q = answerCurrent(q, right(seconds));
          steps++;
        }
        expect(isQueueDone(q)).toBe(true);
        expect(steps).toBe(limit);
        for (const id of ids) {
          expect(q.tallies[id]!.correctCount).toBe(correctThreshold(type));
          expect(q.tallies[id]!.gotWrong).toBe(false);
        }
      }),
      { seed: 1234, numRuns: 300 },
    );
  });

  const action = fc.oneof(
    {
      arbitrary: fc.record({
        kind: fc.constant("answer" as const),
        correct: fc.boolean(),
        seconds: fc.double({ min: -10, max: 10_000, noNaN: true }),
        rating: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      }),
      weight: 9,
    },
    { arbitrary: fc.record({ kind: fc.constant("known" as const) }), weight: 1 },
  );

  it("never loses a word: every word is pending once or has left with its threshold (or as known)", () => {
    fc.assert(
      fc.property(sessionType, wordIds, fc.array(action, { maxLength: 80 }), (type, ids, actions) => {
        let q = createQueue(type, ids);
        for (const a of actions) {
          const before = currentWordId(q);
          q =
            a.kind === "known"
              ? markCurrentAsKnown(q)
              : answerCurrent(q, {
                  correct: a.correct,
                  responseSeconds: a.seconds,
                  ...(a.rating === undefined ? {} : { rating: a.rating }),
                });
          if (before !== null && a.kind === "answer" && !a.correct) expect(q.pending.at(-1)).toBe(before);
        }
        expect(new Set(q.pending).size).toBe(q.pending.length);
        expect(
          Object.keys(q.tallies)
            .map(Number)
            .sort((x, y) => x - y),
        ).toEqual([...ids].sort((x, y) => x - y));
        for (const id of ids) {
          const t = q.tallies[id]!;
          const left = !q.pending.includes(id);
          expect(left).toBe(t.alreadyKnow || t.correctCount >= correctThreshold(type));
          expect(t.correctCount).toBeLessThanOrEqual(t.reviewedCount);
          for (const s of t.responseTimes) {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(3600);
          }
        }
      }),
      { seed: 98765, numRuns: 400 },
    );
  });

  it("with arbitrary answers the queue ends once enough correct answers are given", () => {
    fc.assert(
      fc.property(sessionType, wordIds, fc.array(fc.boolean(), { maxLength: 60 }), (type, ids, answers) => {
        let q = createQueue(type, ids);
        for (const correct of answers) q = answerCurrent(q, { correct, responseSeconds: 1 });
        // Then all correct: at most (remaining correct answers needed) more steps.
        const needed = q.pending.reduce((n, id) => n + (correctThreshold(type) - q.tallies[id]!.correctCount), 0);
        q = answerTimes(q, needed);
        expect(isQueueDone(q)).toBe(true);
      }),
      { seed: 555, numRuns: 300 },
    );
  });
});
