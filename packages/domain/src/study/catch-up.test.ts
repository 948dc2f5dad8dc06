import { describe, expect, it } from "vitest";
import { catchUpPlan } from "./catch-up";

describe("the catch-up plan", () => {
  it("is offered only when more than three days of the review goal are due", () => {
    expect(catchUpPlan(60, 20, "2026-11-25")).toBeNull();
    expect(catchUpPlan(61, 20, "2026-11-25")).toEqual({ due: 61, dailyCap: 20, days: 4, endDay: "2026-11-28" });
  });

  it("raises the daily cap so a big backlog is cleared within a week", () => {
    expect(catchUpPlan(500, 20, "2026-11-25")).toEqual({ due: 500, dailyCap: 72, days: 7, endDay: "2026-12-01" });
    expect(catchUpPlan(1000, 100, "2026-12-30")).toEqual({
      due: 1000,
      dailyCap: 143,
      days: 7,
      endDay: "2027-01-05",
    });
  });

  it("never divides by a zero goal", () => {
    expect(catchUpPlan(10, 0, "2026-11-25")).toMatchObject({ dailyCap: 2, days: 5 });
  });
});
