import { describe, expect, it } from "vitest";
import { nextWeekText } from "./forecast-text";

describe("the next 7 days' line", () => {
  it("never says about 0 minutes: a few quick reviews take under a minute", () => {
    expect(nextWeekText([{ reviews: 2, minutes: 0.3 }])).toBe("Next 7 days: 2 reviews, under a minute.");
    expect(nextWeekText([{ reviews: 1, minutes: 0.1 }])).toBe("Next 7 days: 1 review, under a minute.");
  });

  it("rounds the minutes, one minute in the singular, and says no reviews when there are none", () => {
    expect(
      nextWeekText([
        { reviews: 5, minutes: 0.6 },
        { reviews: 3, minutes: 0.4 },
      ]),
    ).toBe("Next 7 days: 8 reviews, about 1 minute.");
    expect(nextWeekText([{ reviews: 18, minutes: 2.6 }])).toBe("Next 7 days: 18 reviews, about 3 minutes.");
    expect(nextWeekText([{ reviews: 0, minutes: 0 }])).toBe("Next 7 days: no reviews.");
  });
});
