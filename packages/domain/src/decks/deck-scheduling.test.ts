import { describe, expect, it } from "vitest";
import { deckSchedulingMessages, deckSchedulingSchema, leftToday, withinLimit } from "./deck-scheduling";

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
