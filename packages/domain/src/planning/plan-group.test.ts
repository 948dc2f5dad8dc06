import { describe, expect, it } from "vitest";
import { examPlanStatus, type StoredExamPlan } from "./exam-plan";
import { groupStatus, splitNewPerDay } from "./plan-group";

describe("splitNewPerDay", () => {
  it("splits in proportion to the new words left, adding up to the total", () => {
    expect(splitNewPerDay(12, [600, 300, 300])).toEqual([6, 3, 3]);
    expect(splitNewPerDay(10, [500, 500])).toEqual([5, 5]);
    // 7 × 2/3 = 4.67 and 7 × 1/3 = 2.33: the larger remainder takes the word left over.
    expect(splitNewPerDay(7, [200, 100])).toEqual([5, 2]);
    // Equal remainders: the earlier deck (the plan's own) first.
    expect(splitNewPerDay(5, [100, 100])).toEqual([3, 2]);
  });

  it("gives every deck with new words at least one while there are enough, none to a deck with none", () => {
    expect(splitNewPerDay(10, [1000, 5])).toEqual([9, 1]);
    expect(splitNewPerDay(10, [1000, 0, 5])).toEqual([9, 0, 1]);
    expect(splitNewPerDay(1, [1000, 5])).toEqual([1, 0]);
  });

  it("never gives a deck more than it has left, nor more than all the decks have", () => {
    expect(splitNewPerDay(50, [30, 3])).toEqual([30, 3]);
    expect(splitNewPerDay(20, [30, 3])).toEqual([18, 2]);
    expect(splitNewPerDay(0, [30, 3])).toEqual([0, 0]);
    expect(splitNewPerDay(8, [0, 0])).toEqual([0, 0]);
  });

  it("always adds up to the total (or the words left) for many totals and decks", () => {
    for (let total = 0; total <= 60; total++) {
      for (const decks of [[7, 13, 29], [1, 1, 1, 100], [250, 0, 40], [3]]) {
        const shares = splitNewPerDay(total, decks);
        const left = decks.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(total, left));
        for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(decks[i]!);
      }
    }
  });
});

const plan = (newPerDay: number, newAtPlan: number): StoredExamPlan => ({
  examDate: "2027-03-31",
  targetPercent: 90,
  newPerDay,
  boostLastDays: null,
  boostRetention: null,
  predictedShare: 0.918,
  plannedOn: "2026-12-01",
  newAtPlan,
});

describe("groupStatus", () => {
  it("is one deck's own status for a group of one", () => {
    const one = plan(10, 600);
    expect(groupStatus([{ plan: one, newNow: 500 }], "2026-12-11")).toEqual(examPlanStatus(one, "2026-12-11", 500));
  });

  it("reads the decks as one: on track when together they keep the group's pace", () => {
    // 10 days at 6 + 4 a day: 100 words expected; 70 + 30 introduced.
    const members = [
      { plan: plan(6, 600), newNow: 530 },
      { plan: plan(4, 400), newNow: 370 },
    ];
    expect(groupStatus(members, "2026-12-11")).toEqual({ kind: "on-track", percent: 91, examDate: "2027-03-31" });
  });

  it("says the new words a day the group needs when behind, spread over the days the plan left", () => {
    // 10 days in, 60 of the 100 expected words introduced: the 940 left over the 90 days until the
    // plan's last introducing day (Dec 1 + 1,000 / 10 days = Mar 11) is 10.4, rounded up.
    const members = [
      { plan: plan(6, 600), newNow: 560 },
      { plan: plan(4, 400), newNow: 380 },
    ];
    expect(groupStatus(members, "2026-12-11")).toEqual({ kind: "behind", newPerDay: 11, examDate: "2027-03-31" });
  });

  it("needs at least one deck", () => {
    expect(() => groupStatus([], "2026-12-11")).toThrow();
  });
});
