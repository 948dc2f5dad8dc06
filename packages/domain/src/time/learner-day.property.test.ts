import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DayModel,
  elapsedLearnerDays,
  learnerClock,
  learnerDay,
  learnerDayNumber,
  startOfDayAfter,
  startOfLearnerDay,
  WALL_CLOCK_FIELDS,
} from "./learner-day";

const HOUR = 3_600_000;
/** UTC−8 with DST, UTC+9 without, UTC+5:45, and a southern-hemisphere DST zone. */
const ZONES = ["America/Los_Angeles", "Asia/Tokyo", "Asia/Kathmandu", "Australia/Sydney"] as const;

const modelArb: fc.Arbitrary<DayModel> = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  dayStartHour: fc.integer({ min: 0, max: 23 }),
});
/** 2024–2030, covering several DST changes in each direction. */
const instantArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(ms));

/** The wall clock straight from Intl, for every instant: what the cached offsets must reproduce. */
function wallClockByIntl(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, ...WALL_CLOCK_FIELDS }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) +
    (instant.getTime() % 1000)
  );
}

describe("the learner's clock", () => {
  it("is the zone's wall clock moved back by the day-start hour, at any instant, around DST changes too", () => {
    // Instants near the changes of 2026 (the hour before and after each), and anywhere in 2024–2030.
    const changes = [
      Date.UTC(2026, 2, 8, 10), // Los Angeles springs forward
      Date.UTC(2026, 10, 1, 9), // Los Angeles falls back
      Date.UTC(2026, 3, 4, 16), // Sydney falls back
      Date.UTC(2026, 9, 3, 16), // Sydney springs forward
    ];
    const nearChange = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -2 * HOUR, max: 2 * HOUR }))
      .map(([at, shift]) => new Date(at + shift));
    fc.assert(
      fc.property(modelArb, fc.oneof(instantArb, nearChange), (model, instant) => {
        // Asked twice: the second answer comes from the cache.
        for (let i = 0; i < 2; i++) {
          expect(learnerClock(instant, model).getTime()).toBe(
            wallClockByIntl(instant, model.timeZone) - model.dayStartHour * HOUR,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the learner's day", () => {
  it("begins at the day-start hour in the learner's zone", () => {
    const tokyo4 = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
    // 03:59 in Tokyo on 26 Nov belongs to the 25th; 04:00 starts the 26th.
    expect(learnerDay(new Date("2026-11-25T18:59:00Z"), tokyo4)).toBe("2026-11-25");
    expect(learnerDay(new Date("2026-11-25T19:00:00Z"), tokyo4)).toBe("2026-11-26");
    expect(startOfLearnerDay(learnerDayNumber(new Date("2026-11-26T05:00:00Z"), tokyo4), tokyo4).toISOString()).toBe(
      "2026-11-25T19:00:00.000Z",
    );
    const kathmandu = { timeZone: "Asia/Kathmandu", dayStartHour: 0 };
    expect(learnerDay(new Date("2026-11-25T18:14:59Z"), kathmandu)).toBe("2026-11-25");
    expect(learnerDay(new Date("2026-11-25T18:15:00Z"), kathmandu)).toBe("2026-11-26");
  });

  it("two reviews two hours apart across midnight UTC are the same day in Tokyo", () => {
    const tokyo = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
    expect(elapsedLearnerDays(new Date("2026-11-25T23:00:00Z"), new Date("2026-11-26T01:00:00Z"), tokyo)).toBe(0);
  });

  it("DST: Los Angeles days are 23 and 25 hours long on the change days, and start at the set hour", () => {
    const la = { timeZone: "America/Los_Angeles", dayStartHour: 4 };
    const spring = learnerDayNumber(new Date("2026-03-08T20:00:00Z"), la);
    expect(startOfLearnerDay(spring, la).toISOString()).toBe("2026-03-08T11:00:00.000Z"); // 04:00 PDT
    expect(startOfLearnerDay(spring, la).getTime() - startOfLearnerDay(spring - 1, la).getTime()).toBe(23 * HOUR);
    const autumn = learnerDayNumber(new Date("2026-11-01T20:00:00Z"), la);
    expect(startOfLearnerDay(autumn + 1, la).getTime() - startOfLearnerDay(autumn, la).getTime()).toBe(24 * HOUR);
    // A 2:00 start is skipped in spring: the day begins when the clock jumps to 03:00.
    const la2 = { timeZone: "America/Los_Angeles", dayStartHour: 2 };
    expect(startOfLearnerDay(learnerDayNumber(new Date("2026-03-08T20:00:00Z"), la2), la2).toISOString()).toBe(
      "2026-03-08T10:00:00.000Z",
    );
    // 1:00 happens twice in autumn (PDT, then PST): the first one.
    const la1 = { timeZone: "America/Los_Angeles", dayStartHour: 1 };
    expect(startOfLearnerDay(learnerDayNumber(new Date("2026-11-01T20:00:00Z"), la1), la1).toISOString()).toBe(
      "2026-11-01T08:00:00.000Z",
    );
  });

  it("every instant lies in its day: start of day ≤ instant < start of the next day", () => {
    fc.assert(
      fc.property(modelArb, instantArb, (model, instant) => {
        const day = learnerDayNumber(instant, model);
        const start = startOfLearnerDay(day, model);
        const next = startOfLearnerDay(day + 1, model);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(next.getTime()).toBeGreaterThan(instant.getTime());
        expect(learnerDayNumber(start, model)).toBe(day);
        expect(learnerDayNumber(new Date(start.getTime() - 1), model)).toBe(day - 1);
        // A day lasts 23 to 25 hours (DST) and 24 hours elsewhere.
        const hours = (next.getTime() - start.getTime()) / HOUR;
        expect(hours).toBeGreaterThanOrEqual(23);
        expect(hours).toBeLessThanOrEqual(25);
      }),
      { numRuns: 2000 },
    );
  });

  it("a card due n days after a review is available from the start of that day, n days later by the learner's count", () => {
    fc.assert(
      fc.property(modelArb, instantArb, fc.integer({ min: 1, max: 400 }), (model, review, days) => {
        const due = startOfDayAfter(review, days, model);
        expect(elapsedLearnerDays(review, due, model)).toBe(days);
        expect(elapsedLearnerDays(review, new Date(due.getTime() - 1), model)).toBe(days - 1);
      }),
      { numRuns: 1000 },
    );
  });

  it("elapsed days are additive and never negative", () => {
    fc.assert(
      fc.property(modelArb, instantArb, instantArb, instantArb, (model, a, b, c) => {
        const [x, y, z] = [a, b, c].sort((p, q) => p.getTime() - q.getTime()) as [Date, Date, Date];
        expect(elapsedLearnerDays(x, z, model)).toBe(elapsedLearnerDays(x, y, model) + elapsedLearnerDays(y, z, model));
        expect(elapsedLearnerDays(z, x, model)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
