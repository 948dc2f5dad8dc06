import { describe, expect, it } from "vitest";
import { UTC_DAY } from "../time/learner-day";
import { type CatchUpReads, planCatchUp, planCatchUpChoice, planInForce, shownCatchUp } from "./catch-up-plan";

const reads = (over: Partial<CatchUpReads> = {}): CatchUpReads => ({
  now: new Date("2026-11-25T10:00:00Z"),
  day: UTC_DAY,
  goalLevel: 0,
  duePerDeck: [
    { subDeckId: "deck-b", n: 50 },
    { subDeckId: "deck-a", n: 20 },
  ],
  hiddenThrough: null,
  ...over,
});

describe("planCatchUp (read → plan)", () => {
  it("sums the backlog across decks against the goal's reviews, on the learner's day, and names the deck with most", () => {
    expect(planCatchUp(reads())).toEqual({
      plan: { due: 70, dailyCap: 20, days: 4, endDay: "2026-11-28" },
      subDeckId: "deck-b",
      today: "2026-11-25",
      hiddenThrough: null,
    });
  });

  it("counts the day in the learner's zone and day start: before 4 a.m. it is still yesterday", () => {
    const early = planCatchUp(
      reads({ now: new Date("2026-11-25T02:00:00Z"), day: { timeZone: "UTC", dayStartHour: 4 } }),
    );
    expect(early.today).toBe("2026-11-24");
    expect(early.plan?.endDay).toBe("2026-11-27");
  });

  it("has no plan within three days of a higher goal, nor without anything due", () => {
    expect(planCatchUp(reads({ goalLevel: 1 })).plan).toBeNull();
    expect(planCatchUp(reads({ duePerDeck: [] }))).toMatchObject({ plan: null, subDeckId: null });
  });

  it("keeps a plan the learner put aside out of force until the day after", () => {
    const snoozed = planCatchUp(reads({ hiddenThrough: "2026-11-25" }));
    expect(planInForce(snoozed)).toBeNull();
    expect(shownCatchUp(snoozed)).toBeNull();
    const tomorrow = planCatchUp(reads({ now: new Date("2026-11-26T10:00:00Z"), hiddenThrough: "2026-11-25" }));
    expect(shownCatchUp(tomorrow)).toEqual({
      due: 70,
      dailyCap: 20,
      days: 4,
      endDay: "2026-11-29",
      subDeckId: "deck-b",
    });
  });
});

describe("planCatchUpChoice (plan → write)", () => {
  it("snooze hides it through today, dismiss through the plan's last day", () => {
    const state = planCatchUp(reads());
    expect(planCatchUpChoice(state, "snooze")).toEqual({ hiddenThrough: "2026-11-25" });
    expect(planCatchUpChoice(state, "dismiss")).toEqual({ hiddenThrough: "2026-11-28" });
  });

  it("without a plan, either choice hides it through today", () => {
    const state = planCatchUp(reads({ duePerDeck: [] }));
    expect(planCatchUpChoice(state, "dismiss")).toEqual({ hiddenThrough: "2026-11-25" });
  });
});
