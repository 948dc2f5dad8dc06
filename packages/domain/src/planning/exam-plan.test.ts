import { describe, expect, it } from "vitest";
import { STORED_PLAN } from "../test-support/planning";
import { examPlanStatus, isPlanActive, learnNewCount, planNewLeftToday, planRetentionOn } from "./exam-plan";
import { answerSeconds, planLearnerFrom } from "./plan-learner";
import { planSentence } from "./plan-sentence";

const plan = STORED_PLAN;

describe("planRetentionOn", () => {
  it("raises the retention in the plan's last days only, and is back to normal from the exam day", () => {
    expect(planRetentionOn(plan, "2027-03-16", 0.9)).toBe(0.9);
    expect(planRetentionOn(plan, "2027-03-17", 0.9)).toBe(0.95);
    expect(planRetentionOn(plan, "2027-03-30", 0.9)).toBe(0.95);
    expect(planRetentionOn(plan, "2027-03-31", 0.9)).toBe(0.9);
    expect(planRetentionOn(plan, "2027-04-20", 0.9)).toBe(0.9);
  });

  it("never lowers a retention already higher, and leaves decks without a plan or a boost alone", () => {
    expect(planRetentionOn(plan, "2027-03-20", 0.97)).toBe(0.97);
    expect(planRetentionOn(null, "2027-03-20", 0.85)).toBe(0.85);
    expect(planRetentionOn({ ...plan, boostLastDays: null, boostRetention: null }, "2027-03-20", 0.85)).toBe(0.85);
  });
});

describe("learnNewCount", () => {
  // On 10 January the plan made on 1 December is 40 days old: on pace, 40 × its words a day are introduced.
  const four = { ...plan, newPerDay: 4 };
  const onPace = (p: typeof plan, today: number) => ({ today, newNow: p.newAtPlan - 40 * p.newPerDay - today });

  it("offers the usual count within what the plan leaves today, none once today's share is learned", () => {
    expect(learnNewCount(four, "2027-01-10", onPace(four, 0), 5)).toBe(4);
    expect(learnNewCount(four, "2027-01-10", onPace(four, 3), 5)).toBe(1);
    expect(learnNewCount(four, "2027-01-10", onPace(four, 4), 5)).toBe(0);
    expect(learnNewCount(four, "2027-01-10", onPace(four, 14), 5)).toBe(0);
    expect(learnNewCount(plan, "2027-01-10", onPace(plan, 0), 5)).toBe(5);
    expect(learnNewCount(plan, "2027-01-10", onPace(plan, 7), 5)).toBe(3);
    // Only when the learner asks: beyond today's plan, the usual count.
    expect(learnNewCount(four, "2027-01-10", onPace(four, 4), 5, true)).toBe(5);
    // No active plan: the usual count.
    expect(learnNewCount(plan, "2027-03-31", onPace(plan, 0), 5)).toBe(5);
    expect(learnNewCount(null, "2027-01-10", onPace(plan, 0), 5)).toBe(5);
    expect(planNewLeftToday(four, "2027-01-10", 6, 440 - 6)).toBe(0);
    expect(planNewLeftToday(null, "2027-01-10", 6, 0)).toBeNull();
    expect(isPlanActive(plan, "2027-03-30")).toBe(true);
  });

  it("makes up missed days: behind the plan's pace, today's words are what Home's Behind asks for", () => {
    // 150 of the 160 words introduced by today: 330 of the plan's 480 left over its 80 days → 5 a day.
    expect(planNewLeftToday(four, "2027-01-10", 0, 450)).toBe(5);
    expect(learnNewCount(four, "2027-01-10", { today: 0, newNow: 450 }, 10)).toBe(5);
    expect(learnNewCount(four, "2027-01-10", { today: 5, newNow: 445 }, 10)).toBe(0);
    const status = examPlanStatus(four, "2027-01-10", 450);
    expect(status).toMatchObject({ kind: "behind", newPerDay: 5 });
  });
});

describe("examPlanStatus", () => {
  it("is on track while the words introduced keep the plan's pace", () => {
    // 9 days past at 10 a day: 90 expected; 95 introduced.
    expect(examPlanStatus(plan, "2026-12-10", 505)).toEqual({ kind: "on-track", percent: 91, examDate: "2027-03-31" });
    // The day the plan is made, nothing is expected yet.
    expect(examPlanStatus(plan, "2026-12-01", 600).kind).toBe("on-track");
  });

  it("says how many new words a day are needed when behind", () => {
    // 20 days past: 200 expected, 100 introduced; 500 left over the 40 days the plan had left for them.
    expect(examPlanStatus(plan, "2026-12-21", 500)).toEqual({ kind: "behind", newPerDay: 13, examDate: "2027-03-31" });
  });

  it("spreads the words left over the days before the exam once the plan's introducing days are past", () => {
    expect(examPlanStatus(plan, "2027-03-21", 100)).toEqual({ kind: "behind", newPerDay: 10, examDate: "2027-03-31" });
    // Never more than three times the plan's pace: 400 left over 10 days would be 40.
    expect(examPlanStatus(plan, "2027-03-21", 400)).toEqual({ kind: "behind", newPerDay: 30, examDate: "2027-03-31" });
  });

  it("is done from the exam day on", () => {
    expect(examPlanStatus(plan, "2027-03-31", 0)).toEqual({ kind: "done", examDate: "2027-03-31" });
  });
});

describe("planLearnerFrom", () => {
  const model = { timeZone: "UTC", dayStartHour: 4 };
  const now = new Date("2026-12-01T12:00:00Z");
  it("places each studied word on the learner's days and leaves ignored words out", () => {
    const learner = planLearnerFrom({
      weights: null,
      retention: 0.9,
      maximumInterval: 36500,
      newWords: 40,
      now,
      model,
      studied: [
        {
          stability: 3,
          difficulty: 6,
          lastReview: new Date("2026-11-29T10:00:00Z"),
          nextReview: new Date("2026-12-03T10:00:00Z"),
          isIgnored: false,
          responseTimes: [4, 6, 100],
        },
        { stability: 0, difficulty: 0, lastReview: null, nextReview: null, isIgnored: true, responseTimes: [] },
      ],
    });
    expect(learner.studied).toEqual([{ stability: 3, difficulty: 6, dueDay: 2, lastReviewDay: -2 }]);
    expect(learner.newWords).toBe(40);
    expect(learner.weights.length).toBeGreaterThan(17);
    expect(learner.seconds.review).toBe(6);
  });

  it("plays new words through their building steps and young words within the cap, when the learner has them", () => {
    const row = {
      stability: 3,
      difficulty: 6,
      lastReview: new Date("2026-11-30T10:00:00Z"),
      nextReview: new Date("2026-12-02T10:00:00Z"),
      isIgnored: false,
      responseTimes: [],
      historyCount: 5,
    };
    const base = { weights: null, retention: 0.85, maximumInterval: 36500, newWords: 40, now, model };
    const learner = planLearnerFrom({ ...base, studied: [row] });
    expect(learner.studied[0]).toMatchObject({ answers: 5 });
    expect(learner.buildingSteps).toBe(3);
    expect(learner.youngCap).toEqual({ answers: 10, days: 2 });
    expect(learner.retention).toBe(0.85);
    expect(planLearnerFrom({ ...base, studied: [row], buildingPhase: false }).buildingSteps).toBe(0);
    expect(planLearnerFrom({ ...base, studied: [{ ...row, historyCount: null }] }).studied[0]).not.toHaveProperty(
      "answers",
    );
  });

  it("reads answer times as their median within 1–60 s, 8 s with none", () => {
    expect(answerSeconds([])).toBe(8);
    expect(answerSeconds([3, 5])).toBe(4);
    expect(answerSeconds([200, 300, 400])).toBe(60);
  });
});

describe("planSentence", () => {
  const outcome = {
    feasible: false,
    newPerDay: 12,
    minutesPeak: 19.6,
    minutesAverage: 14.2,
    predictedPercent: 74,
    boost: null,
    minutesForTarget: 31,
  };
  it("says plainly when the goal cannot be met, and what would meet it", () => {
    expect(planSentence(outcome, { targetPercent: 90, minutesCap: 20 }, "14 June")).toBe(
      "At 20 minutes a day you will know 74 % by 14 June; 31 minutes a day reaches 90 %.",
    );
    expect(planSentence({ ...outcome, minutesForTarget: null }, { targetPercent: 90, minutesCap: 20 }, "14 June")).toBe(
      "At 20 minutes a day you will know 74 % by 14 June; 90 % is out of reach by then.",
    );
  });

  it("does not call a forecast just over the target out of reach without saying why", () => {
    const close = { ...outcome, predictedPercent: 86 };
    expect(planSentence(close, { targetPercent: 85, minutesCap: 30 }, "14 June")).toBe(
      "At 30 minutes a day you will know 86 % by 14 June, too close to 85 % to count on; 31 minutes a day reaches it with room to spare.",
    );
    expect(planSentence({ ...close, minutesForTarget: null }, { targetPercent: 85, minutesCap: 30 }, "14 June")).toBe(
      "At 30 minutes a day you will know 86 % by 14 June, too close to 85 % to count on.",
    );
  });

  it("gives the pace of a feasible plan", () => {
    expect(
      planSentence(
        { ...outcome, feasible: true, predictedPercent: 91 },
        { targetPercent: 90, minutesCap: 30 },
        "Jun 14",
      ),
    ).toBe("12 new words a day: you will know 91 % by Jun 14, in about 15 minutes a day (20 at most).");
    expect(
      planSentence(
        { ...outcome, feasible: true, newPerDay: 1, minutesAverage: 0.6, minutesPeak: 1 },
        { targetPercent: 90, minutesCap: 30 },
        "Jun 14",
      ),
    ).toBe("1 new word a day: you will know 74 % by Jun 14, in about 1 minute a day (1 at most).");
  });
});
