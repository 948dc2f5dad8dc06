import { describe, expect, it } from "vitest";
import { formatDay, formatShortDay } from "../../../lib/format-date";
import { outcomeSentence, statusLine } from "./plan-text";

describe("exam plan texts", () => {
  it("writes Home's status line with the date in the learner's locale, and none after the exam", () => {
    expect(statusLine({ kind: "on-track", percent: 91, examDate: "2027-06-14" })).toBe(
      `On track: 91 % expected by ${formatShortDay("2027-06-14")}`,
    );
    expect(statusLine({ kind: "behind", newPerDay: 14, examDate: "2027-06-14" })).toBe(
      "Behind: 14 new words a day needed",
    );
    // From the deck's memory: the forecast, and the words a day when fewer came in than the pace asked.
    const behind = { kind: "behind", newPerDay: 14, examDate: "2027-06-14", percent: 84 } as const;
    expect(statusLine({ ...behind, wordsBehind: false })).toBe(
      `Behind: 84 % expected by ${formatShortDay("2027-06-14")}`,
    );
    expect(statusLine({ ...behind, wordsBehind: true })).toBe(
      `Behind: 84 % expected by ${formatShortDay("2027-06-14")}; 14 new words a day needed`,
    );
    expect(statusLine({ kind: "done", examDate: "2027-06-14" })).toBeNull();
  });

  it("says the planner's answer with the exam day formatted", () => {
    const outcome = {
      feasible: false,
      newPerDay: 9,
      minutesPeak: 20,
      minutesAverage: 17,
      predictedPercent: 74,
      boost: null,
      minutesForTarget: 31,
    };
    expect(outcomeSentence(outcome, { examDate: "2027-06-14", targetPercent: 90, minutesCap: 20 })).toBe(
      `At 20 minutes a day you will know 74 % by ${formatDay("2027-06-14")}; 31 minutes a day reaches 90 %.`,
    );
  });
});
