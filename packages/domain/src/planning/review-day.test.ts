import { get_fuzz_range } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { ALL_NORMAL, chooseReviewInterval, type ReviewDayChoice, type WeekLoads } from "./review-day";

/** The days ts-fsrs may put a review on: its fuzz range, or the interval itself under 2.5 days (no fuzz there). */
const fuzzRange = (interval: number, elapsedDays: number) =>
  interval < 2.5 ? { min_ivl: interval, max_ivl: interval } : get_fuzz_range(interval, elapsedDays, 36500);

const base: ReviewDayChoice = {
  interval: 20,
  elapsedDays: 10,
  maximumInterval: 36500,
  today: 100,
  dueOn: () => 0,
  weekdayOf: (day) => day % 7,
  loadBalance: true,
  weekLoads: ALL_NORMAL,
  random: 0.5,
};

describe("chooseReviewInterval", () => {
  it("never leaves the fuzz range, with or without balancing, for any load", () => {
    for (const interval of [1, 2, 3, 7, 20, 90, 400]) {
      const { min_ivl, max_ivl } = fuzzRange(interval, 5);
      for (let k = 0; k < 30; k++) {
        const loads = (day: number) => ((day * 7919 + k * 31) % 13) * k;
        for (const loadBalance of [true, false]) {
          const chosen = chooseReviewInterval({
            ...base,
            interval,
            elapsedDays: 5,
            dueOn: loads,
            loadBalance,
            random: k / 30,
          });
          expect(chosen).toBeGreaterThanOrEqual(min_ivl);
          expect(chosen).toBeLessThanOrEqual(max_ivl);
        }
      }
    }
  });

  it("keeps an interval too short for ts-fsrs to fuzz (under 2.5 days), however the days are loaded", () => {
    for (const interval of [1, 2]) {
      for (const loadBalance of [true, false]) {
        const quietLater = (day: number) => (day <= base.today + interval ? 500 : 0);
        expect(chooseReviewInterval({ ...base, interval, elapsedDays: 1, dueOn: quietLater, loadBalance })).toBe(
          interval,
        );
      }
    }
    // From 2.5 days on the range is used: a 3-day review may move to a quieter day.
    const quietAt2 = (day: number) => (day === base.today + 2 ? 0 : 500);
    expect(chooseReviewInterval({ ...base, interval: 3, elapsedDays: 1, dueOn: quietAt2, loadBalance: true })).toBe(2);
  });

  it("goes to the day in range with the fewest reviews already due", () => {
    const { min_ivl, max_ivl } = get_fuzz_range(20, 10, 36500);
    const quiet = min_ivl + 1;
    const chosen = chooseReviewInterval({ ...base, dueOn: (day) => (day === base.today + quiet ? 0 : 50) });
    expect(chosen).toBe(quiet);
    expect(quiet).toBeLessThanOrEqual(max_ivl);
  });

  it("on equal loads takes the earliest day in range, and a later day only when it is emptier by more than its distance", () => {
    const { min_ivl } = get_fuzz_range(20, 10, 36500);
    expect(chooseReviewInterval({ ...base, dueOn: () => 7 })).toBe(min_ivl);
    const later = (day: number) => (day === base.today + 20 ? 3 : 7);
    expect(chooseReviewInterval({ ...base, dueOn: later })).toBe(20);
  });

  it("without balancing or easy days lets the fuzz decide", () => {
    const { min_ivl, max_ivl } = get_fuzz_range(20, 10, 36500);
    expect(chooseReviewInterval({ ...base, loadBalance: false, random: 0 })).toBe(min_ivl);
    expect(chooseReviewInterval({ ...base, loadBalance: false, random: 0.999 })).toBe(max_ivl);
  });

  it("avoids a Minimum day while another day in range is free, and uses one when all are Minimum", () => {
    const sundays: WeekLoads = ["normal", "normal", "normal", "normal", "normal", "normal", "minimum"];
    // Day 120 (today 100 + 20) is a Sunday here: weekday 120 % 7 = 1 → shift the week so it is.
    const weekdayOf = (day: number) => (day - 120 + 6 * 7 + 6) % 7;
    const chosen = chooseReviewInterval({ ...base, weekLoads: sundays, weekdayOf });
    expect(weekdayOf(base.today + chosen)).not.toBe(6);
    const allMinimum: WeekLoads = ["minimum", "minimum", "minimum", "minimum", "minimum", "minimum", "minimum"];
    expect(chooseReviewInterval({ ...base, weekLoads: allMinimum })).toBe(get_fuzz_range(20, 10, 36500).min_ivl);
  });

  it("gives a Reduced day about half the reviews of a Normal one", () => {
    const reduced: WeekLoads = ["normal", "reduced", "normal", "normal", "normal", "normal", "normal"];
    const due = new Map<number, number>();
    for (let i = 0; i < 2000; i++) {
      const today = i % 50;
      const chosen = chooseReviewInterval({
        ...base,
        interval: 15,
        today,
        weekLoads: reduced,
        weekdayOf: (day) => day % 7,
        dueOn: (day) => due.get(day) ?? 0,
      });
      due.set(today + chosen, (due.get(today + chosen) ?? 0) + 1);
    }
    const onWeekday = (weekday: number) =>
      [...due].filter(([day]) => day >= 30 && day < 58 && day % 7 === weekday).reduce((sum, [, n]) => sum + n, 0);
    const normalMean = (onWeekday(0) + onWeekday(2) + onWeekday(3) + onWeekday(4)) / 4;
    expect(onWeekday(1) / normalMean).toBeGreaterThan(0.35);
    expect(onWeekday(1) / normalMean).toBeLessThan(0.65);
  });
});
