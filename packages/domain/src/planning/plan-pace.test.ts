import { describe, expect, it } from "vitest";
import { paceOnDay } from "./plan-pace";

describe("paceOnDay", () => {
  const pace = { newPerDay: 10, words: 600, days: 60 };

  it("asks for the plan's words a day while on pace or ahead", () => {
    expect(paceOnDay(pace, 0, 0)).toEqual({ behind: false, newPerDay: 10 });
    expect(paceOnDay(pace, 20, 200)).toEqual({ behind: false, newPerDay: 10 });
    expect(paceOnDay(pace, 20, 260)).toEqual({ behind: false, newPerDay: 10 });
  });

  it("spreads the words a missed day left over the days the plan has left for new words", () => {
    // A day missed: 190 of 200 by day 20, 410 left over 40 days.
    expect(paceOnDay(pace, 20, 190)).toEqual({ behind: true, newPerDay: 11 });
    // A plan done with new words on day 30 makes them up by then, not by the exam.
    const faster = { newPerDay: 20, words: 600, days: 60 };
    expect(paceOnDay(faster, 20, 380)).toEqual({ behind: true, newPerDay: 22 });
  });

  it("gives at least a day, never counts past the exam, and never asks for more than three times the pace", () => {
    const faster = { newPerDay: 20, words: 600, days: 60 };
    // Past the plan's last day of new words: the rest over the days to the exam.
    expect(paceOnDay(faster, 40, 560)).toEqual({ behind: true, newPerDay: 2 });
    // The exam's eve, 40 words behind: three times the pace, not all of them.
    expect(paceOnDay(pace, 59, 560)).toEqual({ behind: true, newPerDay: 30 });
    expect(paceOnDay(pace, 58, 500)).toEqual({ behind: true, newPerDay: 30 });
    expect(paceOnDay(pace, 55, 500)).toEqual({ behind: true, newPerDay: 20 });
  });
});
