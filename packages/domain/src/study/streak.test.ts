import { describe, expect, it } from "vitest";
import {
  freezesAfterSave,
  lastDayOnVacation,
  MAX_STREAK_FREEZES,
  type Streak,
  updateStreak,
  updateStreakWithFreezes,
} from "./streak";

const streak = (current: number, top: number, lastDay: string | null): Streak => ({ current, top, lastDay });

describe("updateStreak (spec §4 Streak)", () => {
  it.each([
    ["first update: streak 1", streak(0, 0, null), "2026-03-10", streak(1, 1, "2026-03-10")],
    ["first update keeps a higher top streak", streak(0, 7, null), "2026-03-10", streak(1, 7, "2026-03-10")],
    [
      "yesterday: +1, top unchanged when still higher",
      streak(4, 9, "2026-03-09"),
      "2026-03-10",
      streak(5, 9, "2026-03-10"),
    ],
    [
      "yesterday: +1 and top becomes the new maximum",
      streak(9, 9, "2026-03-09"),
      "2026-03-10",
      streak(10, 10, "2026-03-10"),
    ],
    ["a gap of 2 days: back to 1, top kept", streak(6, 8, "2026-03-08"), "2026-03-10", streak(1, 8, "2026-03-10")],
    ["a gap of many days: back to 1", streak(30, 30, "2025-12-01"), "2026-03-10", streak(1, 30, "2026-03-10")],
    [
      "a last day far in the future (not believable): back to 1",
      streak(5, 5, "2027-01-01"),
      "2026-03-10",
      streak(1, 5, "2026-03-10"),
    ],
    [
      "across a month boundary (Jan 31 → Feb 1): +1",
      streak(2, 3, "2026-01-31"),
      "2026-02-01",
      streak(3, 3, "2026-02-01"),
    ],
    [
      "across a 30-day month (Apr 30 → May 1): +1",
      streak(2, 3, "2026-04-30"),
      "2026-05-01",
      streak(3, 3, "2026-05-01"),
    ],
    [
      "across a year boundary (Dec 31 → Jan 1): +1",
      streak(11, 20, "2025-12-31"),
      "2026-01-01",
      streak(12, 20, "2026-01-01"),
    ],
    [
      "February in a non-leap year (Feb 28 → Mar 1): +1",
      streak(1, 1, "2026-02-28"),
      "2026-03-01",
      streak(2, 2, "2026-03-01"),
    ],
    [
      "February in a leap year (Feb 28 → Mar 1 skips Feb 29): back to 1",
      streak(4, 4, "2028-02-28"),
      "2028-03-01",
      streak(1, 4, "2028-03-01"),
    ],
    [
      "February in a leap year (Feb 29 → Mar 1): +1",
      streak(4, 4, "2028-02-29"),
      "2028-03-01",
      streak(5, 5, "2028-03-01"),
    ],
  ] as const)("%s", (_name, before, day, after) => {
    expect(updateStreak(before, day)).toEqual(after);
  });
  it("same day: unchanged", () => {
    const before = streak(4, 9, "2026-03-10");
    expect(updateStreak(before, "2026-03-10")).toEqual(before);
  });
  it("a session of an earlier day saved late (offline) changes nothing", () => {
    expect(updateStreak(streak(5, 5, "2026-03-11"), "2026-03-10")).toEqual(streak(5, 5, "2026-03-11"));
    expect(updateStreak(streak(5, 5, "2026-04-09"), "2026-03-10")).toEqual(streak(5, 5, "2026-04-09"));
  });
  it("a run of daily updates counts every day and a missed day restarts it", () => {
    let s = streak(0, 0, null);
    for (const day of ["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-01", "2026-01-02"]) s = updateStreak(s, day);
    expect(s).toEqual(streak(4, 4, "2026-01-02"));
    s = updateStreak(s, "2026-01-04");
    expect(s).toEqual(streak(1, 4, "2026-01-04"));
    s = updateStreak(s, "2026-01-05");
    expect(s).toEqual(streak(2, 4, "2026-01-05"));
  });
});

describe("streak freezes", () => {
  const held = (freezes: number, frozenDays: string[] = []) => ({ freezes, frozenDays });

  it("a missed day is covered by a freeze held: the streak goes on and the freeze is spent", () => {
    expect(updateStreakWithFreezes(streak(6, 8, "2026-03-08"), "2026-03-10", held(1))).toEqual({
      streak: streak(7, 8, "2026-03-10"),
      freezes: 0,
      frozenDays: ["2026-03-09"],
    });
  });

  it("two missed days need two freezes; with one, the streak starts again and the freeze is kept", () => {
    expect(updateStreakWithFreezes(streak(6, 6, "2026-03-07"), "2026-03-10", held(2, ["2026-02-01"]))).toEqual({
      streak: streak(7, 7, "2026-03-10"),
      freezes: 0,
      frozenDays: ["2026-02-01", "2026-03-08", "2026-03-09"],
    });
    expect(updateStreakWithFreezes(streak(6, 6, "2026-03-07"), "2026-03-10", held(1))).toEqual({
      streak: streak(1, 6, "2026-03-10"),
      freezes: 1,
      frozenDays: [],
    });
  });

  it("no day missed: the spec's rule, and the freezes stay", () => {
    expect(updateStreakWithFreezes(streak(4, 9, "2026-03-09"), "2026-03-10", held(2)).streak).toEqual(
      streak(5, 9, "2026-03-10"),
    );
    expect(updateStreakWithFreezes(streak(4, 9, "2026-03-10"), "2026-03-10", held(2)).freezes).toBe(2);
  });

  it("across a month end and a year end", () => {
    expect(updateStreakWithFreezes(streak(3, 3, "2026-12-30"), "2027-01-01", held(1)).frozenDays).toEqual([
      "2026-12-31",
    ]);
  });

  it("meeting the daily goal earns one, two at most", () => {
    expect(freezesAfterSave(0, true)).toBe(1);
    expect(freezesAfterSave(1, true)).toBe(2);
    expect(freezesAfterSave(MAX_STREAK_FREEZES, true)).toBe(2);
    expect(freezesAfterSave(1, false)).toBe(1);
  });
});

describe("vacation mode", () => {
  it("days away since the vacation began are not missed, when the streak was alive then", () => {
    // Studied on the 9th, vacation from the 10th: on the 20th the streak counts as studied on the 19th.
    expect(lastDayOnVacation("2026-03-09", "2026-03-10", "2026-03-20")).toBe("2026-03-19");
    expect(
      updateStreak(streak(5, 5, lastDayOnVacation("2026-03-09", "2026-03-10", "2026-03-20")), "2026-03-20"),
    ).toEqual(streak(6, 6, "2026-03-20"));
    // Studied on the first vacation day itself: the same.
    expect(lastDayOnVacation("2026-03-10", "2026-03-10", "2026-03-12")).toBe("2026-03-11");
  });

  it("changes nothing without a vacation, for a streak already broken when it began, or studied today", () => {
    expect(lastDayOnVacation("2026-03-09", null, "2026-03-20")).toBe("2026-03-09");
    expect(lastDayOnVacation("2026-03-05", "2026-03-10", "2026-03-20")).toBe("2026-03-05");
    expect(lastDayOnVacation("2026-03-20", "2026-03-10", "2026-03-20")).toBe("2026-03-20");
    expect(lastDayOnVacation(null, "2026-03-10", "2026-03-20")).toBeNull();
  });
});
