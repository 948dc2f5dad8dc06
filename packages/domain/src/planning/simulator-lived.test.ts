import { default_w } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { simulationInput } from "../test-support/planning";
import { simulate } from "./simulator";

/** A new deck learned 10 words a day, every answer 10 s, so minutes count answers. */
const input = simulationInput({
  newWords: 200,
  days: 40,
  seed: 3,
  seconds: { review: 10, lapse: 10, newWord: 10 },
  loadBalance: false,
  knownOn: "every-day",
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** Memory unlike the app's: first stabilities × `factor`, growth after a success shifted by `growth`. */
const unlike = (factor: number, growth: number) =>
  default_w.map((v, i) => (i < 4 ? v * factor : i === 8 ? Math.max(0.01, v + growth) : v));

describe("simulate: what the learner lives", () => {
  it("prices a new word's building steps as answers on its first day", () => {
    const plain = simulate(input);
    const building = simulate({ ...input, buildingSteps: 3 });
    // Day 0 has no reviews: 10 new words, each 1 + 3 answers of 10 s.
    expect(plain.days[0]!.minutes).toBeCloseTo((10 * 10) / 60, 9);
    expect(building.days[0]!.minutes).toBeCloseTo((10 * 4 * 10) / 60, 9);
  });

  it("brings a young word back within the cap until its history is long enough", () => {
    const young = { ...input, buildingSteps: 3, youngCap: { answers: 10, days: 2 }, newWords: 1, days: 60 };
    let cappedReviews = 0;
    let freeReviews = 0;
    for (const seed of [1, 2, 3, 4]) {
      const capped = simulate({ ...young, seed });
      // One word, 4 answers on day 0 (the 4th scheduled with 3 before it); each later review adds an
      // answer, and a lapse its relearning too. While fewer than 10 came before, the next review is at
      // most 2 days away.
      const reviewDays = capped.days.flatMap((d, day) => (d.reviews > 0 ? [day] : []));
      let scheduledWith = 3;
      let answers = 4;
      let last = 0;
      let checked = 0;
      for (const day of reviewDays) {
        if (scheduledWith < 10) {
          expect(day - last).toBeLessThanOrEqual(2);
          checked++;
        }
        const lapses = capped.days[day]!.lapses;
        scheduledWith = answers + lapses;
        answers += 1 + lapses;
        last = day;
      }
      expect(checked).toBeGreaterThanOrEqual(3);
      const free = simulate({ ...young, seed, youngCap: null });
      cappedReviews += reviewDays.length;
      freeReviews += free.days.filter((d) => d.reviews > 0).length;
    }
    expect(freeReviews).toBeLessThan(cappedReviews);
  });

  it("leaves a studied word with no history given past the cap", () => {
    const studied = [{ stability: 40, difficulty: 5, dueDay: 30, lastReviewDay: 0 }];
    const one = { ...input, studied, newWords: 0, youngCap: { answers: 10, days: 2 } };
    expect(sum(simulate(one).days.map((d) => d.reviews))).toBe(1);
    // Its stored due day holds; from its next review on, a young word comes back within 2 days.
    const due = { ...studied[0]!, dueDay: 1, lastReviewDay: -1 };
    expect(
      simulate({ ...one, studied: [due] })
        .days.slice(2, 4)
        .map((d) => d.reviews),
    ).toEqual([0, 0]);
    const young = simulate({ ...one, studied: [{ ...due, answers: 4 }] });
    expect(young.days[1]!.reviews).toBe(1);
    expect(young.days[2]!.reviews + young.days[3]!.reviews).toBe(1);
  });

  it("reads the words known from the learner's real memory when it is not the app's", () => {
    const app = simulate(input);
    const weaker = simulate({ ...input, truth: unlike(0.3, -0.6) });
    const stronger = simulate({ ...input, truth: unlike(3, 0.5) });
    expect(weaker.days.at(-1)!.known).toBeLessThan(app.days.at(-1)!.known - 5);
    expect(stronger.days.at(-1)!.known).toBeGreaterThan(app.days.at(-1)!.known);
    // Scheduled by the app's memory: the weaker learner forgets more of what comes back on time.
    expect(weaker.remembered / weaker.reviewed).toBeLessThan(app.remembered / app.reviewed);
  });

  it("on a missed day studies nothing and moves the due words to the next day", () => {
    const missing = simulate({ ...input, missRate: 0.3, days: 60, newWords: 600 });
    const missed = missing.days.filter((d) => !d.studied);
    expect(missed.length).toBeGreaterThan(8);
    expect(missed.length).toBeLessThan(30);
    for (const day of missed) expect(day).toMatchObject({ reviews: 0, newWords: 0, minutes: 0 });
    // The words a missed day leaves wait: the deck takes longer to bring in, and fewer are known.
    const every = simulate({ ...input, days: 60, newWords: 600 });
    expect(sum(missing.days.map((d) => d.newWords))).toBeLessThan(sum(every.days.map((d) => d.newWords)));
    expect(sum(missing.days.map((d) => d.lateReviews))).toBeGreaterThan(0);
    expect(simulate({ ...input, missRate: 0 })).toEqual(simulate(input));
  });
});
