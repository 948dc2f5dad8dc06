import { describe, expect, it } from "vitest";
import {
  deckSchedulingMessages,
  deckSchedulingSchema,
  isReviewState,
  leftToday,
  offlineDayStart,
  offlineLeft,
  withinLimit,
  withinReviewLimit,
} from "./deck-scheduling";

const valid = { desiredRetention: 0.85, newPerDay: 10, reviewsPerDay: null };

describe("deckSchedulingSchema", () => {
  it("takes a retention from 70 % to 97 % and whole limits, or null for the defaults", () => {
    expect(deckSchedulingSchema.parse(valid)).toEqual(valid);
    expect(deckSchedulingSchema.parse({ desiredRetention: null, newPerDay: null, reviewsPerDay: 0 })).toBeTruthy();
    expect(deckSchedulingSchema.safeParse({ ...valid, desiredRetention: 0.7 }).success).toBe(true);
    expect(deckSchedulingSchema.safeParse({ ...valid, desiredRetention: 0.97 }).success).toBe(true);
  });

  it("names the field in its message", () => {
    const message = (body: unknown) => deckSchedulingSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...valid, desiredRetention: 0.98 })).toBe("Desired retention must be between 70 % and 97 %.");
    expect(message({ ...valid, desiredRetention: 0.5 })).toBe(deckSchedulingMessages.retention);
    expect(message({ ...valid, desiredRetention: "high" })).toBe(deckSchedulingMessages.retention);
    expect(message({ ...valid, newPerDay: 2.5 })).toBe(deckSchedulingMessages.newPerDay);
    expect(message({ ...valid, reviewsPerDay: -1 })).toBe(deckSchedulingMessages.reviewsPerDay);
    expect(message({ ...valid, reviewsPerDay: 10000 })).toBe(deckSchedulingMessages.reviewsPerDay);
  });
});

describe("daily limits", () => {
  it("leave what the limit allows after today's work, never below none", () => {
    expect(leftToday(null, 40)).toBeNull();
    expect(leftToday(20, 5)).toBe(15);
    expect(leftToday(20, 25)).toBe(0);
  });

  it("cut a session's words to what is left", () => {
    expect(withinLimit([1, 2, 3], null)).toEqual([1, 2, 3]);
    expect(withinLimit([1, 2, 3], 2)).toEqual([1, 2]);
    expect(withinLimit([1, 2, 3], 0)).toEqual([]);
  });
});

describe("withinReviewLimit", () => {
  const items = [
    { id: 1, state: 2 },
    { id: 2, state: 1 },
    { id: 3, state: 3 },
    { id: 4, state: 2 },
  ];
  const ids = (left: number | null) => withinReviewLimit(items, left, (i) => isReviewState(i.state)).map((i) => i.id);

  it("takes the first reviews the limit leaves and every word still being learned", () => {
    expect(ids(null)).toEqual([1, 2, 3, 4]);
    expect(ids(2)).toEqual([1, 2, 3]);
    expect(ids(0)).toEqual([2]);
  });
});

describe("offline limits", () => {
  const limits = {
    dayEndsAt: "2026-11-22T04:00:00.000Z",
    newPerDay: 10,
    reviewsPerDay: 50,
    newLeft: 3,
    reviewsLeft: 20,
  };
  const at = (iso: string) => Date.parse(iso);

  it("leaves what was left on the copy's day, the whole limit on a later one, less what was done offline", () => {
    expect(offlineLeft(limits, "new", at("2026-11-21T20:00:00Z"), 1)).toBe(2);
    expect(offlineLeft(limits, "reviews", at("2026-11-22T03:59:00Z"), 25)).toBe(0);
    expect(offlineLeft(limits, "new", at("2026-11-22T04:00:00Z"), 1)).toBe(9);
    expect(offlineLeft(limits, "reviews", at("2026-11-25T12:00:00Z"), 0)).toBe(50);
    expect(offlineLeft({ ...limits, reviewsPerDay: null, reviewsLeft: null }, "reviews", 0, 5)).toBeNull();
    expect(offlineLeft(undefined, "new", 0, 5)).toBeNull();
  });

  it("starts the offline day at the copy's day start, or a whole number of days after its end", () => {
    expect(offlineDayStart(limits, at("2026-11-21T20:00:00Z"))).toBe(at("2026-11-21T04:00:00Z"));
    expect(offlineDayStart(limits, at("2026-11-22T04:00:00Z"))).toBe(at("2026-11-22T04:00:00Z"));
    expect(offlineDayStart(limits, at("2026-11-24T03:00:00Z"))).toBe(at("2026-11-23T04:00:00Z"));
  });
});
