import { get_fuzz_range } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import type { WeekLoads } from "../planning/day-load";
import { matureCard } from "../test-support/cards";
import { DAY, settingsWith, TOKYO } from "../test-support/days";
import { learnerDayNumber } from "../time/learner-day";
import {
  createReviewDayPicker,
  type DueHistogram,
  dueHistogramOf,
  type ReviewDayPicker,
  schedulesThroughFsrs,
  weekdayOfDay,
} from "./review-spread";
import { scheduleReview } from "./scheduling";

/** The days ts-fsrs may put a review on: its fuzz range, or the interval itself under 2.5 days (no fuzz there). */
const fuzzRange = (interval: number, elapsedDays: number) =>
  interval < 2.5 ? { min_ivl: interval, max_ivl: interval } : get_fuzz_range(interval, elapsedDays, 36500);

// Tuesday 10 March 2026, 12:00 UTC (21:00 in Tokyo: the learner's Tuesday).
const NOW = new Date("2026-03-10T12:00:00.000Z");
const TODAY = learnerDayNumber(NOW, TOKYO);
const SUNDAY_ONLY_MINIMUM: WeekLoads = ["normal", "normal", "normal", "normal", "normal", "normal", "minimum"];

/** A mature word in review: stability 30 days, last reviewed 30 days ago, due now. */
const mature = matureCard(NOW);

/** A histogram with a seeded pseudo-random load on each of the next 400 days. */
function busyDays(seed: number): Map<number, number> {
  const due = new Map<number, number>();
  let x = seed;
  for (let d = 1; d <= 400; d++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    due.set(TODAY + d, x % 50);
  }
  return due;
}

const pickerFor = (histogram: DueHistogram, over: Parameters<typeof settingsWith>[0] = {}) =>
  createReviewDayPicker(histogram, settingsWith({ loadBalancing: true, ...over }), TOKYO)!;

describe("review days by load and easy days", () => {
  it("is off (the fuzz decides) with load balancing off and every day normal", () => {
    expect(createReviewDayPicker(new Map(), settingsWith({ loadBalancing: false }), TOKYO)).toBeNull();
    expect(
      createReviewDayPicker(new Map(), settingsWith({ loadBalancing: false, easyDays: SUNDAY_ONLY_MINIMUM }), TOKYO),
    ).not.toBeNull();
  });

  it("never leaves the fuzz range of the interval FSRS asks for", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const pick = pickerFor(busyDays(seed), { easyDays: SUNDAY_ONLY_MINIMUM });
      for (let interval = 1; interval <= 300; interval += 7) {
        const { min_ivl, max_ivl } = fuzzRange(interval, 20);
        const days = pick({ interval, elapsedDays: 20, reviewTime: NOW });
        expect(days).toBeGreaterThanOrEqual(min_ivl);
        expect(days).toBeLessThanOrEqual(max_ivl);
      }
    }
  });

  it("goes to the least loaded day of the range and counts the review there", () => {
    const { min_ivl, max_ivl } = get_fuzz_range(20, 30, 36500);
    const due = new Map<number, number>();
    for (let ivl = min_ivl; ivl <= max_ivl; ivl++) due.set(TODAY + ivl, 100);
    due.set(TODAY + 21, 0);
    const pick = pickerFor(due);
    expect(pick({ interval: 20, elapsedDays: 30, reviewTime: NOW })).toBe(21);
    // The first review filled day 21 a little; the next ones still find it lightest until it is full.
    expect(pick({ interval: 20, elapsedDays: 30, reviewTime: NOW })).toBe(21);
  });

  it("keeps reviews off a Minimum day while the range has another", () => {
    const pick = pickerFor(new Map(), { easyDays: SUNDAY_ONLY_MINIMUM });
    for (let interval = 3; interval <= 120; interval++) {
      const days = pick({ interval, elapsedDays: 10, reviewTime: NOW });
      expect(weekdayOfDay(TODAY + days)).not.toBe(6);
    }
  });

  it("gives the same days for the same inputs", () => {
    const run = () => {
      const pick = pickerFor(busyDays(7), {
        easyDays: ["normal", "reduced", "normal", "normal", "normal", "minimum", "minimum"],
      });
      return Array.from({ length: 60 }, (_, i) => pick({ interval: 5 + i * 3, elapsedDays: 12, reviewTime: NOW }));
    };
    expect(run()).toEqual(run());
  });

  it("numbers weekdays from Monday", () => {
    // 2026-03-09 is a Monday.
    expect(weekdayOfDay(Date.UTC(2026, 2, 9) / DAY)).toBe(0);
    expect(weekdayOfDay(Date.UTC(2026, 2, 15) / DAY)).toBe(6);
  });

  it("folds due instants into learner days", () => {
    const tokyoMidnight = new Date("2026-03-11T15:00:00.000Z"); // 00:00 on the 12th in Tokyo: still the 11th's learner day
    const dayStart = new Date("2026-03-11T19:00:00.000Z"); // 04:00 on the 12th in Tokyo
    const histogram = dueHistogramOf(
      [
        { due: tokyoMidnight, count: 2 },
        { due: dayStart, count: 3 },
      ],
      TOKYO,
    );
    expect(histogram.get(TODAY + 1)).toBe(2);
    expect(histogram.get(TODAY + 2)).toBe(3);
  });

  it("moves a live review inside its fuzz range to the lightest day", () => {
    /** The mature word rated Good, its day chosen by `reviewDay` (none: the fuzz). */
    const good = (reviewDay?: ReviewDayPicker) =>
      scheduleReview({
        card: mature,
        rating: 3,
        now: NOW,
        settings: settingsWith(),
        historyCount: 20,
        day: TOKYO,
        reviewDay,
      });
    expect(good().card.scheduledDays).toBeGreaterThan(3);
    const unfuzzed = good(({ interval: asked }) => asked).card.scheduledDays;
    const { min_ivl, max_ivl } = get_fuzz_range(unfuzzed, 30, 36500);
    const due = new Map<number, number>();
    for (let ivl = min_ivl; ivl <= max_ivl; ivl++) due.set(TODAY + ivl, 50);
    due.set(TODAY + max_ivl, 0);
    const result = good(pickerFor(due));
    expect(result.card.scheduledDays).toBe(max_ivl);
    expect(learnerDayNumber(result.card.nextReview!, TOKYO)).toBe(TODAY + max_ivl);
    expect(result.log.scheduledDays).toBe(max_ivl);
  });
});

describe("which saves need the reviews due", () => {
  const reinforce = { reinforceNewCards: true };
  it("none for new words going into their building steps, or marked known, or in their steps", () => {
    expect(schedulesThroughFsrs([{ alreadyKnow: false, before: null }], reinforce)).toBe(false);
    expect(schedulesThroughFsrs([{ alreadyKnow: true, before: null }], { reinforceNewCards: false })).toBe(false);
    expect(schedulesThroughFsrs([{ alreadyKnow: false, before: { state: 1, learningSteps: 2 } }], reinforce)).toBe(
      false,
    );
  });
  it("a word in review or relearning, or a new word without the building phase", () => {
    expect(schedulesThroughFsrs([{ alreadyKnow: false, before: { state: 2, learningSteps: 0 } }], reinforce)).toBe(
      true,
    );
    expect(schedulesThroughFsrs([{ alreadyKnow: false, before: { state: 3, learningSteps: 0 } }], reinforce)).toBe(
      true,
    );
    expect(schedulesThroughFsrs([{ alreadyKnow: false, before: null }], { reinforceNewCards: false })).toBe(true);
  });
});
