import { describe, expect, it } from "vitest";
import type { RetentionChoice } from "./retention-choices";
import { recommendedChoice } from "./retention-recommendation";

const point = (retention: number, minutesPerDay: number, knownAfterYear: number): RetentionChoice => ({
  retention,
  minutesPerDay,
  knownAfterYear,
});

describe("the recommended retention", () => {
  it("is the cheapest choice that keeps 95 % of the most words known", () => {
    const points = [point(0.7, 5, 79), point(0.85, 7, 91), point(0.9, 8, 95), point(0.94, 10, 97), point(0.97, 15, 99)];
    // 95 % of 99 is 94.05: 90 % is the cheapest choice above it.
    expect(recommendedChoice(points)?.retention).toBe(0.9);
  });

  it("takes the lower retention on equal minutes, and a cheaper higher one when the minutes dip", () => {
    expect(recommendedChoice([point(0.91, 8, 98), point(0.9, 8, 97)])?.retention).toBe(0.9);
    expect(recommendedChoice([point(0.9, 8, 97), point(0.91, 7.5, 98)])?.retention).toBe(0.91);
  });

  it("is none without points", () => {
    expect(recommendedChoice([])).toBeUndefined();
  });
});
