import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { matureCard } from "../test-support/cards";
import { DAY, HOUR, MINUTE, settingsWith } from "../test-support/days";
import { elapsedLearnerDays, UTC_DAY } from "../time/learner-day";
import { type FsrsSettings, STUDY_ALGORITHMS, STUDY_TYPES } from "./constants";
import { cardNumbers, NEW_CARD } from "./progress-card";
import {
  isValidCard,
  type ProgressCard,
  type Rating,
  rescheduleForSettings,
  type ScheduleInput,
  type ScheduleResult,
  scheduleReview,
} from "./scheduling";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);
const minutesAfter = (from: Date, to: Date | null) => (to!.getTime() - from.getTime()) / MINUTE;
const daysAfter = (from: Date, to: Date | null) => (to!.getTime() - from.getTime()) / DAY;

const settings = settingsWith;
const schedule = (over: Partial<ScheduleInput> & Pick<ScheduleInput, "card" | "rating">): ScheduleResult =>
  scheduleReview({ now: NOW, settings: settings(), historyCount: 0, ...over });

/** A mature word in review: stability 30 days, last reviewed 30 days ago, due now. */
const mature = matureCard(NOW);

// rescheduleForSettings reaches ts-fsrs code that may read Date.now(): pin the fake clock so these tests never depend on the real one.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

describe("a new word with reinforce_new_cards on (spec §4 word state on new words)", () => {
  it.each([1, 2, 3, 4] as const)(
    "rated %i: learning (state 1), 3 steps, next review 1 minute out, tiny stability",
    (rating) => {
      const { card, fallback } = schedule({ card: null, rating });
      expect(fallback).toBe(false);
      expect(card.state).toBe(1);
      expect(card.learningSteps).toBe(3);
      expect(card.nextReview).toEqual(at(MINUTE));
      expect(card.lastReview).toEqual(NOW);
      expect(card.stability).toBeGreaterThan(0);
      expect(card.stability).toBeLessThan(1);
      expect(card.difficulty).toBeGreaterThan(0);
      expect(card.difficulty).toBeLessThanOrEqual(1);
      expect(card.reps).toBe(1);
      expect(card.lapses).toBe(0);
    },
  );
  it("a progress row still in state 0 (new) is treated the same", () => {
    const newRow: ProgressCard = NEW_CARD;
    const { card } = schedule({ card: newRow, rating: 3 });
    expect(card).toMatchObject({ state: 1, learningSteps: 3 });
    expect(card.nextReview).toEqual(at(MINUTE));
  });
});

describe("the building phase: 3 steps at 1 min, 10 min, 1 h (spec §4)", () => {
  const entered = schedule({ card: null, rating: 3 }).card; // 3 steps left, due NOW + 1 min

  it("rating ≥ 3 with 3 steps left takes a step: 2 left, next review 10 minutes out", () => {
    const t = at(MINUTE);
    for (const rating of [3, 4] as const) {
      const { card } = scheduleReview({ card: entered, rating, now: t, settings: settings(), historyCount: 1 });
      expect(card.state).toBe(1);
      expect(card.learningSteps).toBe(2);
      expect(card.nextReview).toEqual(new Date(t.getTime() + 10 * MINUTE));
      expect(card.lastReview).toEqual(t);
    }
  });

  it("walks 1 min → 10 min → 1 h and graduates to review with stability ≥ 1 on the last correct step", () => {
    let t = at(MINUTE);
    const step2 = scheduleReview({ card: entered, rating: 3, now: t, settings: settings(), historyCount: 1 }).card;
    expect(step2.learningSteps).toBe(2);
    expect(minutesAfter(t, step2.nextReview)).toBe(10);

    t = step2.nextReview!;
    const step1 = scheduleReview({ card: step2, rating: 3, now: t, settings: settings(), historyCount: 2 }).card;
    expect(step1.state).toBe(1);
    expect(step1.learningSteps).toBe(1);
    expect(minutesAfter(t, step1.nextReview)).toBe(60);

    t = step1.nextReview!;
    const graduated = scheduleReview({ card: step1, rating: 3, now: t, settings: settings(), historyCount: 3 });
    expect(graduated.fallback).toBe(false);
    expect(graduated.card.state).toBe(2);
    expect(graduated.card.learningSteps).toBe(0);
    expect(graduated.card.stability).toBeGreaterThanOrEqual(1);
    expect(graduated.card.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(graduated.card.nextReview!.getTime()).toBeGreaterThan(t.getTime());
    // Fewer than 10 history entries: within 2 days.
    expect(daysAfter(t, graduated.card.nextReview)).toBeLessThanOrEqual(2);
    expect(graduated.card.reps).toBe(step1.reps + 1);
  });

  it("an Easy answer on the last step also graduates to review", () => {
    const oneLeft: ProgressCard = { ...entered, learningSteps: 1 };
    const { card } = schedule({ card: oneLeft, rating: 4, historyCount: 3 });
    expect(card.state).toBe(2);
    expect(card.learningSteps).toBe(0);
    expect(card.stability).toBeGreaterThanOrEqual(1);
  });

  it.each([
    [3, 1],
    [3, 2],
    [2, 1],
    [2, 2],
    [1, 1],
    [1, 2],
  ] as const)("with %i steps left a rating of %i resets to 3 steps, back in 1 minute", (stepsLeft, rating) => {
    const card: ProgressCard = { ...entered, learningSteps: stepsLeft };
    const next = schedule({ card, rating, historyCount: 2 }).card;
    expect(next.state).toBe(1);
    expect(next.learningSteps).toBe(3);
    expect(next.nextReview).toEqual(at(MINUTE));
  });

  it("keeps the lapses and counts the repetition", () => {
    const card: ProgressCard = { ...entered, learningSteps: 2, reps: 4, lapses: 2 };
    const next = schedule({ card, rating: 3, historyCount: 4 }).card;
    expect(next.reps).toBe(5);
    expect(next.lapses).toBe(2);
  });
});

describe("'already known' on a new word (spec §4, scheduled as known rather than 10 minutes out)", () => {
  it.each([true, false])(
    "reinforce_new_cards %s: review, 0 steps, stability 2, difficulty 5, next review in 2 days (not 10 minutes)",
    (reinforce) => {
      const { card, fallback } = scheduleReview({
        card: null,
        rating: 4,
        now: NOW,
        settings: settings({ reinforceNewCards: reinforce }),
        historyCount: 0,
        alreadyKnown: true,
      });
      expect(fallback).toBe(false);
      expect(card.state).toBe(2);
      expect(card.learningSteps).toBe(0);
      expect(card.stability).toBe(2);
      expect(card.difficulty).toBe(5);
      // Stability 2 at retention 0.9 is a 2-day interval: the start of the (UTC) day two days on.
      expect(card.scheduledDays).toBe(2);
      expect(card.nextReview).toEqual(new Date("2026-03-12T00:00:00.000Z"));
      expect(card.lastReview).toEqual(NOW);
      expect(card.lapses).toBe(0);
    },
  );
  it("also for a progress row still in state 0", () => {
    const row: ProgressCard = NEW_CARD;
    const { card } = schedule({ card: row, rating: 4, alreadyKnown: true });
    expect(card).toMatchObject({ state: 2, learningSteps: 0, stability: 2, difficulty: 5, scheduledDays: 2 });
    expect(card.nextReview).toEqual(new Date("2026-03-12T00:00:00.000Z"));
  });
  it("a higher retention asks sooner, and the maximum interval still bounds it", () => {
    const strict = schedule({
      card: null,
      rating: 4,
      alreadyKnown: true,
      settings: settings({ requestRetention: 0.97 }),
    });
    expect(strict.card.scheduledDays).toBe(1);
    const loose = schedule({
      card: null,
      rating: 4,
      alreadyKnown: true,
      settings: settings({ requestRetention: 0.7 }),
    });
    // The young-word cap (fewer than 10 reviews) keeps even a longer interval within 2 days.
    expect(daysAfter(NOW, loose.card.nextReview)).toBeLessThanOrEqual(2);
    const capped = schedule({ card: null, rating: 4, alreadyKnown: true, settings: settings({ maximumInterval: 1 }) });
    expect(capped.card.scheduledDays).toBe(1);
  });
});

describe("reinforce_new_cards off: plain FSRS learning steps 1m, 10m (spec §4 scheduler card states, §9)", () => {
  const off = settings({ reinforceNewCards: false });
  type Rating = ScheduleInput["rating"];
  /** A new word rated `rating` with the steps off. */
  const firstAnswer = (rating: Rating) => schedule({ card: null, rating, settings: off }).card;
  /** A new word rated Good (on its second step at `t`), then rated `rating` there. */
  const atSecondStep = (rating: Rating) => {
    const first = firstAnswer(3);
    const t = first.nextReview!;
    return { t, card: schedule({ card: first, rating, now: t, settings: off, historyCount: 1 }).card };
  };
  it("Again on a new word: learning, back in 1 minute", () => {
    const card = firstAnswer(1);
    expect(card.state).toBe(1);
    expect(card.nextReview).toEqual(at(MINUTE));
  });
  it("Good on a new word: learning, back in 10 minutes (second step)", () => {
    const card = firstAnswer(3);
    expect(card.state).toBe(1);
    expect(card.nextReview).toEqual(at(10 * MINUTE));
  });
  it("Hard on a new word: learning, between the 1 min and 10 min steps", () => {
    const card = firstAnswer(2);
    expect(card.state).toBe(1);
    const minutes = minutesAfter(NOW, card.nextReview);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
  });
  it("Easy on a new word: straight to review, at least a day out", () => {
    const card = firstAnswer(4);
    expect(card.state).toBe(2);
    expect(daysAfter(NOW, card.nextReview)).toBeGreaterThanOrEqual(1);
  });
  it("Good on the last learning step graduates to review", () => {
    const { t, card } = atSecondStep(3);
    expect(card.state).toBe(2);
    expect(daysAfter(t, card.nextReview)).toBeGreaterThanOrEqual(1);
  });
  it("Again on a learning word goes back to the first step (1 minute)", () => {
    const { t, card } = atSecondStep(1);
    expect(card.state).toBe(1);
    expect(minutesAfter(t, card.nextReview)).toBe(1);
  });
});

describe("a review card rated Again (spec §4 relearn_mature_cards)", () => {
  it("with relearn_mature_cards on: relearning (state 3), lapses + 1, back in about 10 minutes", () => {
    const { card, fallback } = schedule({ card: mature, rating: 1, historyCount: 20 });
    expect(fallback).toBe(false);
    expect(card.state).toBe(3);
    expect(card.lapses).toBe(mature.lapses + 1);
    const minutes = minutesAfter(NOW, card.nextReview);
    expect(minutes).toBeGreaterThanOrEqual(9);
    expect(minutes).toBeLessThanOrEqual(11);
    expect(card.stability).toBeLessThan(mature.stability);
  });
  it("with relearn_mature_cards off: no relearning step — stays in review, lapses + 1, at least a day out", () => {
    const { card } = scheduleReview({
      card: mature,
      rating: 1,
      now: NOW,
      settings: settings({ relearnMatureCards: false }),
      historyCount: 20,
    });
    expect(card.state).toBe(2);
    expect(card.lapses).toBe(mature.lapses + 1);
    expect(daysAfter(NOW, card.nextReview)).toBeGreaterThanOrEqual(1);
  });
  it("a relearning card rated Good after its step returns to review", () => {
    const relearning = schedule({ card: mature, rating: 1, historyCount: 20 }).card;
    const t = relearning.nextReview!;
    const { card } = scheduleReview({ card: relearning, rating: 3, now: t, settings: settings(), historyCount: 21 });
    expect(card.state).toBe(2);
    expect(daysAfter(t, card.nextReview)).toBeGreaterThanOrEqual(1);
  });
});

describe("intervals of a mature review card (≥ 10 history entries) (spec §4)", () => {
  const days = (rating: Rating, s: FsrsSettings = settings(), card: ProgressCard = mature) =>
    scheduleReview({ card, rating, now: NOW, settings: s, historyCount: 20 }).card;

  it("Hard, Good and Easy stay in review", () => {
    for (const rating of [2, 3, 4] as const) expect(days(rating).state).toBe(2);
  });
  it("Hard < Good < Easy, each at least one day longer than the previous", () => {
    const hard = days(2);
    const good = days(3);
    const easy = days(4);
    expect(good.scheduledDays).toBeGreaterThanOrEqual(hard.scheduledDays + 1);
    expect(easy.scheduledDays).toBeGreaterThanOrEqual(good.scheduledDays + 1);
    expect(daysAfter(NOW, good.nextReview)).toBeGreaterThanOrEqual(daysAfter(NOW, hard.nextReview) + 1);
    expect(daysAfter(NOW, easy.nextReview)).toBeGreaterThanOrEqual(daysAfter(NOW, good.nextReview) + 1);
  });
  it("next review = the start of the day that is scheduled days after the review's day", () => {
    for (const rating of [2, 3, 4] as const) {
      const c = days(rating);
      expect(elapsedLearnerDays(NOW, c.nextReview!, UTC_DAY)).toBe(c.scheduledDays);
      expect(c.nextReview!.toISOString()).toMatch(/T00:00:00\.000Z$/);
    }
  });
  it("in the learner's zone: due at the day-start hour of their day (Tokyo, 4:00)", () => {
    const tokyo = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
    const c = scheduleReview({
      card: mature,
      rating: 3,
      now: NOW,
      settings: settings(),
      historyCount: 20,
      day: tokyo,
    }).card;
    expect(elapsedLearnerDays(NOW, c.nextReview!, tokyo)).toBe(c.scheduledDays);
    expect(c.nextReview!.toISOString()).toMatch(/T19:00:00\.000Z$/); // 04:00 in Tokyo
  });
  it("easy_bonus multiplies the Easy interval (2.0 vs 1.0 → twice as long)", () => {
    const plain = days(4, settings({ easyBonus: 1 })).scheduledDays;
    const doubled = days(4, settings({ easyBonus: 2 })).scheduledDays;
    expect(doubled).toBe(Math.round(plain * 2));
  });
  it("easy_bonus 1.3 gives a 30 % longer Easy interval than 1.0", () => {
    const plain = days(4, settings({ easyBonus: 1 })).scheduledDays;
    expect(days(4, settings({ easyBonus: 1.3 })).scheduledDays).toBe(Math.round(plain * 1.3));
  });
  it("easy_bonus leaves Hard and Good alone", () => {
    for (const rating of [2, 3] as const) {
      expect(days(rating, settings({ easyBonus: 3 })).nextReview).toEqual(
        days(rating, settings({ easyBonus: 1 })).nextReview,
      );
    }
  });
  it("hard_interval divides the Hard interval (2.0 vs 1.0 → half as long)", () => {
    const plain = days(2, settings({ hardInterval: 1 })).scheduledDays;
    const halved = days(2, settings({ hardInterval: 2 })).scheduledDays;
    expect(halved).toBe(Math.max(1, Math.round(plain / 2)));
    expect(halved).toBeLessThan(plain);
  });
  it("hard_interval leaves Good and Easy alone", () => {
    for (const rating of [3, 4] as const) {
      expect(days(rating, settings({ hardInterval: 2 })).nextReview).toEqual(
        days(rating, settings({ hardInterval: 1 })).nextReview,
      );
    }
  });
  it("keeps Hard < Good for every hard_interval the settings allow (0.5 is within 0.5–2.0)", () => {
    const s = settings({ hardInterval: 0.5 });
    expect(days(2, s).scheduledDays).toBeLessThan(days(3, s).scheduledDays);
  });
  it("higher retention gives an earlier Good review", () => {
    expect(days(3, settings({ requestRetention: 0.97 })).nextReview!.getTime()).toBeLessThan(
      days(3, settings({ requestRetention: 0.8 })).nextReview!.getTime(),
    );
  });
  it("the review is logged with its rating, review time and new due date", () => {
    const { card, log } = schedule({ card: mature, rating: 3, historyCount: 20 });
    expect(log.rating).toBe(3);
    expect(log.review).toEqual(NOW);
    expect(log.due).toEqual(card.nextReview);
    expect(log.state).toBe(card.state);
    expect(log.stability).toBe(card.stability);
    expect(log.lastElapsedDays).toBe(30);
  });
});

describe("maximum_interval is respected", () => {
  const big: ProgressCard = { ...mature, stability: 400, scheduledDays: 400, lastReview: at(-400 * DAY) };
  it.each([2, 3, 4] as const)("maximum_interval 30: rating %i schedules at most 30 days out", (rating) => {
    const { card } = scheduleReview({
      card: mature,
      rating,
      now: NOW,
      settings: settings({ maximumInterval: 30 }),
      historyCount: 20,
    });
    expect(card.scheduledDays).toBeLessThanOrEqual(30);
    expect(daysAfter(NOW, card.nextReview)).toBeLessThanOrEqual(30);
  });
  it.each([2, 3, 4] as const)(
    "maximum_interval 100 with a 400-day stability: rating %i at most 100 days out",
    (rating) => {
      const { card } = scheduleReview({
        card: big,
        rating,
        now: NOW,
        settings: settings({ maximumInterval: 100, easyBonus: 3 }),
        historyCount: 20,
      });
      expect(daysAfter(NOW, card.nextReview)).toBeLessThanOrEqual(100);
    },
  );
  it.each([1, 2, 3, 4] as const)("maximum_interval 1: rating %i at most 1 day out", (rating) => {
    const { card } = scheduleReview({
      card: mature,
      rating,
      now: NOW,
      settings: settings({ maximumInterval: 1, relearnMatureCards: false }),
      historyCount: 20,
    });
    expect(daysAfter(NOW, card.nextReview)).toBeLessThanOrEqual(1);
  });
  it("a graduating building-phase word respects maximum_interval 1", () => {
    const oneLeft: ProgressCard = {
      state: 1,
      learningSteps: 1,
      stability: 0.1,
      difficulty: 1,
      elapsedDays: 0,
      scheduledDays: 0,
      reps: 3,
      lapses: 0,
      lastReview: at(-HOUR),
      nextReview: NOW,
    };
    const { card } = scheduleReview({
      card: oneLeft,
      rating: 4,
      now: NOW,
      settings: settings({ maximumInterval: 1, easyBonus: 3 }),
      historyCount: 20,
    });
    expect(card.state).toBe(2);
    expect(daysAfter(NOW, card.nextReview)).toBeLessThanOrEqual(1);
  });
});

describe("fewer than 10 history entries → next review within 2 days (spec §4)", () => {
  it.each([0, 1, 5, 8])("history %i: Good and Easy on a mature card come back within 2 days", (historyCount) => {
    for (const rating of [3, 4] as const) {
      const { card } = schedule({ card: mature, rating, historyCount });
      expect(card.state).toBe(2);
      expect(daysAfter(NOW, card.nextReview)).toBeLessThanOrEqual(2);
      expect(card.scheduledDays).toBeLessThanOrEqual(2);
    }
  });
  it("history 9 (still fewer than 10 entries): within 2 days", () => {
    const { card } = schedule({ card: mature, rating: 3, historyCount: 9 });
    expect(daysAfter(NOW, card.nextReview)).toBeLessThanOrEqual(2);
  });
  it("history 10: no longer limited", () => {
    const { card } = schedule({ card: mature, rating: 3, historyCount: 10 });
    expect(daysAfter(NOW, card.nextReview)).toBeGreaterThan(2);
  });
  it("an interval already shorter than 2 days is left alone", () => {
    const { card } = schedule({ card: mature, rating: 1, historyCount: 3 });
    expect(card.state).toBe(3);
    expect(minutesAfter(NOW, card.nextReview)).toBeLessThanOrEqual(11);
  });
});

describe("an invalid input card falls back to a next review 2 hours later (spec §4)", () => {
  it.each<[string, Partial<ProgressCard>]>([
    ["stability NaN", { stability: Number.NaN }],
    ["stability negative", { stability: -3 }],
    ["difficulty NaN", { difficulty: Number.NaN }],
    ["difficulty negative", { difficulty: -1 }],
    ["lapses negative", { lapses: -2 }],
    ["reps very negative", { reps: -5 }],
    ["stability NaN and lapses negative", { stability: Number.NaN, lapses: -4 }],
  ])("%s: fallback, 2 hours later, finite non-negative fields", (_, broken) => {
    const { card, fallback, log } = schedule({ card: { ...mature, ...broken }, rating: 3, historyCount: 20 });
    expect(fallback).toBe(true);
    expect(card.nextReview).toEqual(at(2 * HOUR));
    expect(card.lastReview).toEqual(NOW);
    for (const n of cardNumbers(card)) {
      expect(Number.isFinite(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
    }
    expect(isValidCard(card, NOW)).toBe(true);
    expect(log.due).toEqual(card.nextReview);
  });
  it("a broken word in the building phase also falls back", () => {
    const broken: ProgressCard = {
      state: 1,
      learningSteps: 2,
      stability: Number.NaN,
      difficulty: -1,
      elapsedDays: 0,
      scheduledDays: 0,
      reps: 1,
      lapses: 0,
      lastReview: at(-MINUTE),
      nextReview: NOW,
    };
    const { card, fallback } = schedule({ card: broken, rating: 3, historyCount: 1 });
    expect(fallback).toBe(true);
    expect(card.nextReview).toEqual(at(2 * HOUR));
    expect(isValidCard(card, NOW)).toBe(true);
  });
  it.each<[string, Partial<ProgressCard>]>([
    ["elapsedDays negative", { elapsedDays: -3 }],
    ["scheduledDays negative", { scheduledDays: -1 }],
    ["learningSteps negative", { learningSteps: -1 }],
    ["state negative", { state: -1 }],
    ["reps -1", { reps: -1 }],
  ])("%s: never throws and gives a valid card with finite fields", (_, broken) => {
    for (const rating of [1, 2, 3, 4] as const) {
      const { card } = schedule({ card: { ...mature, ...broken }, rating, historyCount: 20 });
      for (const n of cardNumbers(card)) expect(Number.isFinite(n) && n >= 0).toBe(true);
      expect(isValidCard(card, NOW)).toBe(true);
    }
  });
});

describe("a review time earlier than last_review (an offline replay arriving late)", () => {
  const future: ProgressCard = { ...mature, lastReview: at(DAY), nextReview: at(31 * DAY) };
  it.each([1, 2, 3, 4] as const)("rating %i does not throw and schedules after the last review", (rating) => {
    const result = schedule({ card: future, rating, historyCount: 20 });
    expect(result.fallback).toBe(false);
    expect(result.card.nextReview!.getTime()).toBeGreaterThan(at(DAY).getTime());
    expect(result.log.lastElapsedDays).toBe(0);
    expect(isValidCard(result.card, at(DAY))).toBe(true);
  });
});

describe("isValidCard", () => {
  const good: ProgressCard = { ...mature, lastReview: NOW, nextReview: at(DAY) };
  it("accepts finite non-negative fields and a next review after the given time", () =>
    expect(isValidCard(good, NOW)).toBe(true));
  it("refuses a next review at or before the given time", () => {
    expect(isValidCard({ ...good, nextReview: NOW }, NOW)).toBe(false);
    expect(isValidCard({ ...good, nextReview: at(-1) }, NOW)).toBe(false);
  });
  it("refuses a missing or invalid next review", () => {
    expect(isValidCard({ ...good, nextReview: null }, NOW)).toBe(false);
    expect(isValidCard({ ...good, nextReview: new Date(Number.NaN) }, NOW)).toBe(false);
  });
  it("refuses an invalid last review", () =>
    expect(isValidCard({ ...good, lastReview: new Date(Number.NaN) }, NOW)).toBe(false));
  it.each([
    "state",
    "learningSteps",
    "stability",
    "difficulty",
    "elapsedDays",
    "scheduledDays",
    "reps",
    "lapses",
  ] as const)("refuses %s NaN, infinite or negative", (field) => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, -1])
      expect(isValidCard({ ...good, [field]: v }, NOW)).toBe(false);
  });
});

describe("rescheduleForSettings ('Update Cards', spec §4: rated Good under the new settings)", () => {
  it("higher request_retention → earlier next review", () => {
    const at70 = rescheduleForSettings(mature, settings({ requestRetention: 0.7 }), 20)!;
    const at90 = rescheduleForSettings(mature, settings({ requestRetention: 0.9 }), 20)!;
    const at97 = rescheduleForSettings(mature, settings({ requestRetention: 0.97 }), 20)!;
    expect(at97.getTime()).toBeLessThan(at90.getTime());
    expect(at90.getTime()).toBeLessThan(at70.getTime());
  });
  it("counts whole days from the last review", () => {
    const due = rescheduleForSettings(mature, settings({ requestRetention: 0.8 }), 20)!;
    // Due at the start of a day (UTC midnight here), at least a day after the last review's day.
    expect(due.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(elapsedLearnerDays(mature.lastReview!, due, UTC_DAY)).toBeGreaterThanOrEqual(1);
  });
  it("respects maximum_interval", () => {
    const due = rescheduleForSettings(
      { ...mature, stability: 5000 },
      settings({ requestRetention: 0.5, maximumInterval: 50 }),
      20,
    )!;
    expect(daysAfter(mature.lastReview!, due)).toBeLessThanOrEqual(50);
  });
  it("keeps a word with fewer than 10 history entries within 2 days of its last review", () => {
    const due = rescheduleForSettings(mature, settings({ requestRetention: 0.7 }), 5)!;
    expect(daysAfter(mature.lastReview!, due)).toBeLessThanOrEqual(2);
  });
  it.each([0, 1, 3])("leaves a card in state %i alone", (state) => {
    const card: ProgressCard = { ...mature, state, nextReview: at(10 * MINUTE) };
    expect(rescheduleForSettings(card, settings({ requestRetention: 0.97 }), 20)).toEqual(at(10 * MINUTE));
    expect(rescheduleForSettings(card, settings({ requestRetention: 0.6 }), 20)).toEqual(at(10 * MINUTE));
  });
  it("leaves a review card without a last review or stability alone", () => {
    expect(rescheduleForSettings({ ...mature, lastReview: null }, settings({ requestRetention: 0.97 }), 20)).toEqual(
      mature.nextReview,
    );
    expect(rescheduleForSettings({ ...mature, stability: 0 }, settings({ requestRetention: 0.97 }), 20)).toEqual(
      mature.nextReview,
    );
    expect(
      rescheduleForSettings({ ...mature, stability: Number.NaN }, settings({ requestRetention: 0.97 }), 20),
    ).toEqual(mature.nextReview);
  });
  it("is deterministic: the same card and settings give the same date whatever the wall clock (domain rules read no clock)", () => {
    const s = settings({ requestRetention: 0.9 });
    const results = new Set<number>();
    for (let i = 0; i < 20; i++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + i * 7_919));
      results.add(rescheduleForSettings(mature, s, 20)!.getTime());
    }
    vi.setSystemTime(NOW);
    expect(results.size).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(2099, 11, 31);

const settingsArb: fc.Arbitrary<FsrsSettings> = fc.record({
  studyAlgorithm: fc.constantFrom(...STUDY_ALGORITHMS),
  studyType: fc.constantFrom(...STUDY_TYPES),
  requestRetention: fc.double({ min: 0.5, max: 1, noNaN: true }),
  maximumInterval: fc.integer({ min: 1, max: 36500 }),
  easyBonus: fc.double({ min: 1, max: 3, noNaN: true }),
  hardInterval: fc.double({ min: 0.5, max: 2, noNaN: true }),
  reinforceNewCards: fc.boolean(),
  relearnMatureCards: fc.boolean(),
  dayStartHour: fc.integer({ min: 0, max: 23 }),
  productionPractice: fc.boolean(),
});

const cardAt = (now: number): fc.Arbitrary<ProgressCard> =>
  fc.record({
    state: fc.integer({ min: 0, max: 3 }),
    learningSteps: fc.integer({ min: 0, max: 3 }),
    stability: fc.double({ min: 0, max: 36500, noNaN: true }),
    difficulty: fc.double({ min: 0, max: 10, noNaN: true }),
    elapsedDays: fc.integer({ min: 0, max: 36500 }),
    scheduledDays: fc.integer({ min: 0, max: 36500 }),
    reps: fc.integer({ min: 0, max: 10_000 }),
    lapses: fc.integer({ min: 0, max: 1000 }),
    lastReview: fc.option(
      fc.integer({ min: 0, max: 3650 * DAY }).map((ago) => new Date(now - ago)),
      { nil: null },
    ),
    nextReview: fc.option(
      fc.integer({ min: -3650 * DAY, max: 3650 * DAY }).map((d) => new Date(now + d)),
      { nil: null },
    ),
  });

const inputArb: fc.Arbitrary<ScheduleInput> = fc.integer({ min: MIN_TIME, max: MAX_TIME }).chain((now) =>
  fc.record({
    card: fc.option(cardAt(now), { nil: null, freq: 8 }),
    rating: fc.constantFrom<Rating>(1, 2, 3, 4),
    now: fc.constant(new Date(now)),
    settings: settingsArb,
    historyCount: fc.integer({ min: 0, max: 200 }),
    alreadyKnown: fc.boolean(),
  }),
);

const cloneDate = (d: Date | null) => (d === null ? null : new Date(d.getTime()));
const cloneInput = (input: ScheduleInput): ScheduleInput => ({
  ...input,
  card:
    input.card === null
      ? null
      : { ...input.card, lastReview: cloneDate(input.card.lastReview), nextReview: cloneDate(input.card.nextReview) },
  now: new Date(input.now.getTime()),
  settings: { ...input.settings },
});

describe("scheduling properties", () => {
  it("every scheduled card is valid: finite non-negative fields and a next review after the review time", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { card, log } = scheduleReview(input);
        expect(isValidCard(card, input.now)).toBe(true);
        for (const n of cardNumbers(card)) expect(Number.isFinite(n)).toBe(true);
        expect(log.review).toEqual(input.now);
        expect([0, 1, 2, 3]).toContain(card.state);
      }),
      { seed: 20260310, numRuns: 1500 },
    );
  });

  it("a word with fewer than 9 earlier reviews always comes back within 2 days", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 8 }), (input, historyCount) => {
        const { card } = scheduleReview({ ...input, historyCount });
        expect(daysAfter(input.now, card.nextReview)).toBeLessThanOrEqual(2);
      }),
      { seed: 77, numRuns: 800 },
    );
  });

  it("scheduling is deterministic: the same input twice gives equal output", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(scheduleReview(input)).toEqual(scheduleReview(cloneInput(input)));
      }),
      { seed: 4242, numRuns: 800 },
    );
  });

  it("replaying a session's reviews twice from the same start gives the same cards as replaying once", () => {
    const reviews = fc.array(
      fc.record({ rating: fc.constantFrom<Rating>(1, 2, 3, 4), gapMinutes: fc.integer({ min: 0, max: 60 * 24 * 60 }) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(inputArb, reviews, (start, steps) => {
        const replay = () => {
          let card = start.card;
          let now = start.now;
          let history = start.historyCount;
          const out: ScheduleResult[] = [];
          for (const step of steps) {
            now = new Date(now.getTime() + step.gapMinutes * MINUTE);
            const result = scheduleReview({
              card,
              rating: step.rating,
              now,
              settings: start.settings,
              historyCount: history,
            });
            expect(isValidCard(result.card, result.log.review)).toBe(true);
            out.push(result);
            card = result.card;
            history++;
          }
          return out;
        };
        const once = replay();
        const twice = replay();
        expect(twice).toEqual(once);
      }),
      { seed: 31337, numRuns: 300 },
    );
  });

  it("a mature review card with the default multipliers: Hard < Good < Easy, each a day apart", () => {
    const matureArb = fc.record({
      stability: fc.double({ min: 3, max: 300, noNaN: true }),
      difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
      elapsed: fc.integer({ min: 1, max: 400 }),
      reps: fc.integer({ min: 10, max: 200 }),
      retention: fc.double({ min: 0.7, max: 0.97, noNaN: true }),
      easyBonus: fc.double({ min: 1, max: 3, noNaN: true }),
      hardInterval: fc.double({ min: 1, max: 2, noNaN: true }),
    });
    fc.assert(
      fc.property(matureArb, (m) => {
        const card: ProgressCard = {
          ...mature,
          stability: m.stability,
          difficulty: m.difficulty,
          elapsedDays: m.elapsed,
          reps: m.reps,
          lastReview: at(-m.elapsed * DAY),
        };
        const s = settings({ requestRetention: m.retention, easyBonus: m.easyBonus, hardInterval: m.hardInterval });
        const [hard, good, easy] = ([2, 3, 4] as const).map(
          (rating) => scheduleReview({ card, rating, now: NOW, settings: s, historyCount: 50 }).card,
        );
        expect(good!.scheduledDays).toBeGreaterThanOrEqual(hard!.scheduledDays + 1);
        expect(easy!.scheduledDays).toBeGreaterThanOrEqual(good!.scheduledDays + 1);
      }),
      { seed: 2718, numRuns: 500 },
    );
  });

  it("the next review is never further out than maximum_interval days (small maximum intervals favoured)", () => {
    const smallMax = fc
      .tuple(inputArb, fc.integer({ min: 1, max: 60 }))
      .map(([input, maximumInterval]) => ({ ...input, settings: { ...input.settings, maximumInterval } }));
    // Review cards whose memory already reaches a small maximum interval.
    const reviewAtMax: fc.Arbitrary<ScheduleInput> = fc
      .record({
        stability: fc.double({ min: 1, max: 400, noNaN: true }),
        agoDays: fc.integer({ min: 1, max: 400 }),
        rating: fc.constantFrom<Rating>(1, 2, 3, 4),
        settings: settingsArb,
        maximumInterval: fc.integer({ min: 1, max: 60 }),
        historyCount: fc.integer({ min: 10, max: 200 }),
      })
      .map((r) => ({
        card: { ...mature, stability: r.stability, lastReview: at(-r.agoDays * DAY), elapsedDays: r.agoDays },
        rating: r.rating,
        now: NOW,
        settings: { ...r.settings, maximumInterval: r.maximumInterval },
        historyCount: r.historyCount,
      }));
    fc.assert(
      fc.property(fc.oneof(inputArb, smallMax, reviewAtMax), (input) => {
        const { card } = scheduleReview(input);
        expect(daysAfter(input.now, card.nextReview)).toBeLessThanOrEqual(input.settings.maximumInterval);
      }),
      { seed: 1618, numRuns: 1500 },
    );
  });
});
