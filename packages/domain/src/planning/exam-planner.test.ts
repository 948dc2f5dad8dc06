import { describe, expect, it } from "vitest";
import { MAX_SESSION_WORDS } from "../study/constants";
import { planLearner } from "../test-support/planning";
import { daysUntilExam, examGoalSchema } from "./exam-goal";
import { PLAN_MARGIN, planExam, predictPlan } from "./exam-planner";

const TOKYO = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
const learner = planLearner({ loadBalance: true });

describe("daysUntilExam", () => {
  it("counts learner days to the exam morning", () => {
    // 2026-11-26 23:30 in Tokyo is still Nov 26; the exam on Dec 10 is 14 days away.
    expect(daysUntilExam("2026-12-10", new Date("2026-11-26T14:30:00Z"), TOKYO)).toEqual({ ok: true, days: 14 });
    // 02:00 the next night belongs to Nov 26 too (the day starts at 04:00).
    expect(daysUntilExam("2026-12-10", new Date("2026-11-26T17:00:00Z"), TOKYO)).toEqual({ ok: true, days: 14 });
  });

  it("refuses today, the past and dates beyond the horizon with a message naming it", () => {
    const now = new Date("2026-11-26T03:00:00Z");
    expect(daysUntilExam("2026-11-26", now, TOKYO)).toEqual({
      ok: false,
      message: "The exam date must be after today.",
    });
    expect(daysUntilExam("2025-06-14", now, TOKYO).ok).toBe(false);
    const far = daysUntilExam("2029-01-01", now, TOKYO);
    expect(far.ok === false && far.message).toContain("at most 730 days ahead");
  });
});

describe("examGoalSchema", () => {
  it("names what is wrong", () => {
    const message = (input: unknown) => examGoalSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ examDate: "2027-06-14", targetPercent: 120, minutesCap: 20 })).toBe(
      "You can't know more than 100 % of a deck.",
    );
    expect(message({ examDate: "2027-06-14", targetPercent: 90, minutesCap: 0 })).toBe(
      "Allow at least 1 minute a day.",
    );
    expect(message({ examDate: "14/06/2027", targetPercent: 90, minutesCap: 20 })).toBe("Enter the exam date.");
    expect(examGoalSchema.safeParse({ examDate: "2027-06-14", targetPercent: 90, minutesCap: 20 }).success).toBe(true);
  });
});

// Each plan runs a few dozen simulations: generous time on a loaded machine.
describe("planExam", { timeout: 30_000 }, () => {
  it("finds the fewest new words a day that reach the target, and its prediction meets it", () => {
    const plan = planExam(learner, { days: 60, targetShare: 0.9, minutesCap: 120 }, 5);
    expect(plan.feasible).toBe(true);
    expect(plan.plan.share).toBeGreaterThanOrEqual(0.9 + PLAN_MARGIN);
    // One word a day fewer falls short (same plan, same seed).
    const fewer = predictPlan(learner, 60, plan.plan.newPerDay - 1, plan.plan.boost, 5);
    expect(fewer.share).toBeLessThan(0.9 + PLAN_MARGIN);
    expect(plan.plan.minutesPeak).toBeLessThanOrEqual(120);
    expect(plan.plan.minutesAverage).toBeLessThanOrEqual(plan.plan.minutesPeak);
  });

  it("says when the cap is too low: the best within it, and what the target would cost", () => {
    const generous = planExam(learner, { days: 60, targetShare: 0.9, minutesCap: 120 }, 5);
    const cap = Math.floor(generous.plan.minutesPeak / 2);
    const tight = planExam(learner, { days: 60, targetShare: 0.9, minutesCap: cap }, 5);
    expect(tight.feasible).toBe(false);
    expect(tight.plan.minutesPeak).toBeLessThanOrEqual(cap);
    expect(tight.plan.share).toBeLessThan(0.9);
    expect(tight.reachesTarget?.minutesPeak).toBeGreaterThan(cap);
    expect(tight.reachesTarget?.share).toBeGreaterThanOrEqual(0.9 + PLAN_MARGIN);
  });

  it("answers an impossible goal with what a day can hold, and says the target is out of reach", () => {
    // 5,000 words in 10 days: no day a learner can live (a session saves 1,000 words) reaches 90 %.
    const plan = planExam({ ...learner, newWords: 5000 }, { days: 10, targetShare: 0.9, minutesCap: 600 }, 3);
    expect(plan.feasible).toBe(false);
    expect(plan.reachesTarget).toBeNull();
    expect(plan.plan.newPerDay).toBeGreaterThan(0);
    expect(plan.plan.newPerDay).toBeLessThanOrEqual(MAX_SESSION_WORDS);
    expect(plan.plan.wordsPeak).toBeLessThanOrEqual(MAX_SESSION_WORDS);
    expect(plan.plan.minutesPeak).toBeLessThanOrEqual(600);
    // Within a smaller cap, the pace is what the cap allows; one word a day more would not fit.
    const capped = planExam({ ...learner, newWords: 5000 }, { days: 10, targetShare: 0.9, minutesCap: 60 }, 3);
    expect(capped.plan.minutesPeak).toBeLessThanOrEqual(60);
    const more = predictPlan({ ...learner, newWords: 5000 }, 10, capped.plan.newPerDay + 1, capped.plan.boost, 3);
    expect(more.minutesPeak).toBeGreaterThan(60);
  });

  it("is the same plan for the same seed", () => {
    const goal = { days: 45, targetShare: 0.8, minutesCap: 60 };
    expect(planExam(learner, goal, 9)).toEqual(planExam(learner, goal, 9));
  });

  it("plans a deck with nothing new left from its studied words alone", () => {
    const studied = Array.from({ length: 100 }, (_, i) => ({
      stability: 40,
      difficulty: 5,
      dueDay: (i % 30) + 1,
      lastReviewDay: -10,
    }));
    const plan = planExam({ ...learner, studied, newWords: 0 }, { days: 30, targetShare: 0.8, minutesCap: 30 }, 1);
    expect(plan.feasible).toBe(true);
    expect(plan.plan.newPerDay).toBe(0);
  });
});
