import { describe, expect, it } from "vitest";
import { DAY, HOUR, MINUTE, settingsWith, TOKYO } from "../test-support/days";
import { UTC_DAY } from "../time/learner-day";
import type { ProgressCard } from "./progress-card";
import { formatInterval, ratingIntervals } from "./rating-intervals";

const NOW = new Date("2026-03-10T20:00:00Z");

/** A word in review, last seen `ago` days before NOW with this stability, reviewed 12 times. */
const reviewCard = (stability: number, ago: number): ProgressCard => ({
  state: 2,
  learningSteps: 0,
  stability,
  difficulty: 5,
  elapsedDays: ago,
  scheduledDays: ago,
  reps: 12,
  lapses: 0,
  lastReview: new Date(NOW.getTime() - ago * DAY),
  nextReview: NOW,
});

describe("ratingIntervals", () => {
  it("a new word going into its building steps comes back in a minute whatever the rating", () => {
    const intervals = ratingIntervals({
      card: null,
      now: NOW,
      settings: settingsWith(),
      historyCount: 0,
      day: UTC_DAY,
    });
    expect(intervals).toEqual({ again: MINUTE, hard: MINUTE, good: MINUTE, easy: MINUTE });
  });

  it("a building step: Again starts the steps again (1 min), Good takes the next step (10 min)", () => {
    const card: ProgressCard = { ...reviewCard(0.1, 0), state: 1, learningSteps: 3, reps: 1, scheduledDays: 0 };
    const intervals = ratingIntervals({ card, now: NOW, settings: settingsWith(), historyCount: 1, day: UTC_DAY });
    expect(intervals.again).toBe(MINUTE);
    expect(intervals.good).toBe(10 * MINUTE);
  });

  it("a due review: Again < Hard ≤ Good ≤ Easy, and Good is about the stability when the retention asked is 90 %", () => {
    // FSRS's curve reaches 90 % recall after `stability` days: that is its own definition of stability, so a
    // word recalled exactly on time with stability S is next due about S × (growth) days later; Good on a word
    // reviewed on its due day must be at least its stability.
    const card = reviewCard(20, 20);
    const intervals = ratingIntervals({
      card,
      now: NOW,
      settings: settingsWith({ requestRetention: 0.9 }),
      historyCount: 12,
      day: TOKYO,
    });
    expect(intervals.again).toBeLessThan(intervals.hard);
    expect(intervals.hard).toBeLessThanOrEqual(intervals.good);
    expect(intervals.good).toBeLessThanOrEqual(intervals.easy);
    expect(intervals.good).toBeGreaterThanOrEqual(20 * DAY);
    // Whole days: a review falls due at the start of a learner day, shown as the days FSRS gave.
    expect(intervals.good % DAY).toBe(0);
    // Relearning after a lapse: minutes, not days.
    expect(intervals.again).toBeLessThan(DAY);
  });

  it("a young word (fewer than 10 reviews) comes back within 2 days whatever the rating", () => {
    const intervals = ratingIntervals({
      card: reviewCard(30, 30),
      now: NOW,
      settings: settingsWith(),
      historyCount: 3,
      day: UTC_DAY,
    });
    expect(intervals.easy).toBeLessThanOrEqual(2 * DAY);
  });

  it("is the same on every call (no fuzz)", () => {
    const input = { card: reviewCard(45, 50), now: NOW, settings: settingsWith(), historyCount: 20, day: UTC_DAY };
    expect(ratingIntervals(input)).toEqual(ratingIntervals(input));
  });
});

describe("formatInterval", () => {
  it.each([
    [20_000, "1 min"],
    [10 * MINUTE, "10 min"],
    [HOUR, "1 h"],
    [DAY, "1 day"],
    [3 * DAY, "3 days"],
    [61 * DAY, "2 mo"],
    [548 * DAY, "1.5 yr"],
  ])("%d ms → %s", (ms, text) => {
    expect(formatInterval(ms)).toBe(text);
  });
});
