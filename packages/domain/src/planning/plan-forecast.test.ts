import { describe, expect, it } from "vitest";
import { planLearner, STORED_PLAN } from "../test-support/planning";
import { examPlanStatus } from "./exam-plan";
import { planExam } from "./exam-planner";
import { forecastShare, forecastShares } from "./plan-forecast";
import { examRangeLine, examStatusLine } from "./plan-sentence";

const plan = STORED_PLAN;
const day = (d: string) => d.slice(5);

describe("examPlanStatus from the deck's memory", () => {
  it("is on track while the forecast reaches the target, with the forecast, not the plan's prediction", () => {
    // 9 days past at 10 a day, 95 introduced: in step; the memory forecasts 93.4 %.
    expect(examPlanStatus(plan, "2026-12-10", 505, 0.934)).toEqual({
      kind: "on-track",
      percent: 93,
      examDate: "2027-03-31",
    });
  });

  it("is behind as soon as the forecast falls below the target, even with the words in step", () => {
    const status = examPlanStatus(plan, "2026-12-10", 505, 0.897);
    expect(status).toEqual({ kind: "behind", newPerDay: 10, examDate: "2027-03-31", percent: 89, wordsBehind: false });
    expect(examStatusLine(status, day)).toBe("Behind: 89 % expected by 03-31");
  });

  it("says the words a day needed when fewer words were introduced than the pace asked", () => {
    // 20 days past: 200 expected, 100 introduced; 500 left over the 40 days the plan had left for them.
    const status = examPlanStatus(plan, "2026-12-21", 500, 0.82);
    expect(status).toEqual({ kind: "behind", newPerDay: 13, examDate: "2027-03-31", percent: 82, wordsBehind: true });
    expect(examStatusLine(status, day)).toBe("Behind: 82 % expected by 03-31; 13 new words a day needed");
    // The forecast counts on making the words up as Learn New offers them: when it still reaches the target, on
    // track, with the words a day that takes.
    const stillReaching = examPlanStatus(plan, "2026-12-21", 500, 0.95);
    expect(stillReaching).toEqual({
      kind: "on-track",
      percent: 95,
      examDate: "2027-03-31",
      newPerDay: 13,
      wordsBehind: true,
    });
    expect(examStatusLine(stillReaching, day)).toBe("On track: 95 % expected by 03-31; 13 new words a day needed");
    // In step with the pace: no words needed said.
    expect(examPlanStatus(plan, "2026-12-21", 400, 0.95).kind).toBe("on-track");
  });
});

const learner = planLearner({ newWords: 400, buildingSteps: 3, youngCap: { answers: 10, days: 2 } });

describe("the forecast's range while the learner's parameters are the defaults", () => {
  it("holds the figure shown, in whole percent (low down, high up), under either status", () => {
    const onTrack = examPlanStatus(plan, "2026-12-10", 505, 0.934, { low: 0.887, high: 0.962 });
    expect(onTrack).toEqual({ kind: "on-track", percent: 93, examDate: "2027-03-31", range: { low: 88, high: 97 } });
    expect(examStatusLine(onTrack, day)).toBe("On track: 93 % expected by 03-31");
    expect(examRangeLine(onTrack)).toBe(
      "Likely 88–97 %: until your parameters are optimized, your memory may be faster or slower than the default model's.",
    );
    const behind = examPlanStatus(plan, "2026-12-10", 505, 0.897, { low: 0.9, high: 0.95 });
    // A run range above the figure shown still holds it.
    expect(behind).toMatchObject({ kind: "behind", percent: 89, range: { low: 89, high: 95 } });
  });

  it("is not shown without a spread (parameters fitted) nor without a forecast", () => {
    expect(examRangeLine(examPlanStatus(plan, "2026-12-10", 505, 0.934))).toBeNull();
    expect(examPlanStatus(plan, "2026-12-10", 505, null, { low: 0.8, high: 0.95 })).not.toHaveProperty("range");
  });
});

describe("forecastShare", { timeout: 30_000 }, () => {
  const madeToday = { plannedOn: "2026-12-01", newAtPlan: 300 };

  it("on the day a plan is made, forecasts what the plan predicted", () => {
    const { plan: chosen } = planExam(learner, { days: 50, targetShare: 0.85, minutesCap: 120 }, 4);
    const saved = {
      examDate: "2027-01-20",
      newPerDay: chosen.newPerDay,
      boostLastDays: chosen.boost?.lastDays ?? null,
      boostRetention: chosen.boost?.retention ?? null,
      plannedOn: "2026-12-01",
      newAtPlan: learner.newWords,
    };
    expect(forecastShare(learner, saved, "2026-12-01", 4)).toBe(chosen.share);
  });

  it("forecasts less for a deck whose words have been forgotten, and nothing from the exam day on", () => {
    const saved = { examDate: "2027-01-20", newPerDay: 10, boostLastDays: null, boostRetention: null, ...madeToday };
    // 100 words studied 30 days ago: well kept (stability 60) or mostly forgotten (stability 2).
    const studied = (stability: number) =>
      Array.from({ length: 100 }, () => ({ stability, difficulty: 5, dueDay: 0, lastReviewDay: -30 }));
    const kept = forecastShare({ ...learner, newWords: 300, studied: studied(60) }, saved, "2026-12-01", 4)!;
    const lost = forecastShare({ ...learner, newWords: 300, studied: studied(2) }, saved, "2026-12-01", 4)!;
    expect(lost).toBeLessThan(kept);
    expect(forecastShare(learner, saved, "2027-01-20", 4)).toBeNull();
  });

  it("spans the runs it plays: weaker memories below the figure, stronger above", () => {
    const saved = { examDate: "2027-01-20", newPerDay: 8, boostLastDays: null, boostRetention: null, ...madeToday };
    const studied = Array.from({ length: 100 }, () => ({ stability: 10, difficulty: 5, dueDay: 0, lastReviewDay: -5 }));
    const shares = forecastShares({ ...learner, newWords: 300, studied }, saved, "2026-12-01", 4)!;
    expect(shares.share).toBe(forecastShare({ ...learner, newWords: 300, studied }, saved, "2026-12-01", 4));
    expect(shares.low).toBeLessThanOrEqual(shares.share);
    expect(shares.high).toBeGreaterThan(shares.share);
    expect(shares.high).toBeGreaterThan(shares.low);
  });
});
