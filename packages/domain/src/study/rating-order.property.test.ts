import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DayModel, elapsedLearnerDays, UTC_DAY } from "../time/learner-day";
import { DEFAULT_FSRS_SETTINGS, type FsrsSettings } from "./constants";
import { type ProgressCard, type Rating, scheduleReview } from "./scheduling";

const DAY = 86_400_000;
const NOW = new Date("2026-11-25T10:00:00Z");

/** Every setting the settings page allows (its sliders' steps and the interval field's range). */
const settingsArb: fc.Arbitrary<FsrsSettings> = fc
  .record({
    requestRetention: fc.integer({ min: 10, max: 20 }).map((n) => n / 20), // 0.5 … 1.0 by 0.05
    maximumInterval: fc.oneof(fc.integer({ min: 1, max: 36500 }), fc.constantFrom(1, 2, 3, 36500)),
    easyBonus: fc.integer({ min: 10, max: 30 }).map((n) => n / 10), // 1.0 … 3.0 by 0.1
    hardInterval: fc.integer({ min: 5, max: 20 }).map((n) => n / 10), // 0.5 … 2.0 by 0.1
    reinforceNewCards: fc.boolean(),
    relearnMatureCards: fc.boolean(),
  })
  .map((s) => ({ ...DEFAULT_FSRS_SETTINGS, ...s }));

/** A word in review: memory state and the time since its last review. */
const reviewCardArb = fc
  .record({
    stability: fc.double({ min: 0.5, max: 3000, noNaN: true }),
    difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
    daysSince: fc.integer({ min: 1, max: 400 }),
    reps: fc.integer({ min: 3, max: 60 }),
  })
  .map(
    ({ stability, difficulty, daysSince, reps }): ProgressCard => ({
      state: 2,
      learningSteps: 0,
      stability,
      difficulty,
      elapsedDays: daysSince,
      scheduledDays: daysSince,
      reps,
      lapses: 0,
      lastReview: new Date(NOW.getTime() - daysSince * DAY),
      nextReview: NOW,
    }),
  );

/** The learner's days in three zones (UTC−8 with DST, UTC+9, UTC+5:45) and UTC, at any day-start hour. */
const dayArb: fc.Arbitrary<DayModel> = fc.record({
  timeZone: fc.constantFrom("UTC", "America/Los_Angeles", "Asia/Tokyo", "Asia/Kathmandu"),
  dayStartHour: fc.integer({ min: 0, max: 23 }),
});

/** The learner's days from the review to the day the word is due. */
function days(card: ProgressCard, rating: Rating, settings: FsrsSettings, day: DayModel = UTC_DAY): number | null {
  const { card: next } = scheduleReview({ card, rating, now: NOW, settings, historyCount: 50, day });
  if (next.state !== 2 || !next.nextReview) return null;
  return elapsedLearnerDays(NOW, next.nextReview, day);
}

describe("rating order over the whole settings space", () => {
  it("Hard < Good < Easy, at least a day apart, for review words (within the maximum interval)", () => {
    fc.assert(
      fc.property(settingsArb, reviewCardArb, dayArb, (settings, card, day) => {
        const hard = days(card, 2, settings, day);
        const good = days(card, 3, settings, day);
        const easy = days(card, 4, settings, day);
        if (good === null) return;
        expect(good).toBeLessThanOrEqual(settings.maximumInterval);
        if (hard !== null && good >= 2) expect(hard).toBeLessThanOrEqual(good - 1);
        if (easy !== null && good + 1 <= settings.maximumInterval) expect(easy).toBeGreaterThanOrEqual(good + 1);
        if (easy !== null) expect(easy).toBeLessThanOrEqual(settings.maximumInterval);
      }),
      { numRuns: 1500, seed: 20261125 },
    );
  });

  it("the Hard setting changes Hard only: Good and Easy are the same for every Hard value", () => {
    fc.assert(
      fc.property(settingsArb, reviewCardArb, fc.integer({ min: 5, max: 20 }), (settings, card, hard) => {
        const other = { ...settings, hardInterval: hard / 10 };
        expect(days(card, 3, other)).toBe(days(card, 3, settings));
        expect(days(card, 4, other)).toBe(days(card, 4, settings));
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it("Again never schedules a review word further out than Hard", () => {
    fc.assert(
      fc.property(settingsArb, reviewCardArb, (settings, card) => {
        const again = scheduleReview({ card, rating: 1, now: NOW, settings, historyCount: 50 }).card;
        const hard = scheduleReview({ card, rating: 2, now: NOW, settings, historyCount: 50 }).card;
        expect(again.nextReview!.getTime()).toBeLessThanOrEqual(hard.nextReview!.getTime());
      }),
      { numRuns: 500, seed: 11 },
    );
  });
});
