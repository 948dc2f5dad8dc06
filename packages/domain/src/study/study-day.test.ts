import { describe, expect, it } from "vitest";
import { type DayActivityBefore, dayActivityBefore, planStudyDay, type StreakAccount } from "./study-day";

const NOW = new Date("2026-11-25T13:00:00Z");
const account: StreakAccount = {
  currentStreak: 4,
  topStreak: 4,
  lastStreakUpdate: "2026-11-24",
  vacationSince: null,
  streakFreezes: 0,
  frozenDays: [],
  totalStudyTime: 100,
};
const nothingYet: DayActivityBefore = { learned: 0, reviewed: 0, level: 0 };
const work = { learned: 0, reviewed: 5, seconds: 60 };

describe("dayActivityBefore", () => {
  it("today's row gives its counts and level; an earlier row only its level; none the default level", () => {
    expect(dayActivityBefore({ day: "2026-11-25", learned: 3, reviewed: 7, level: 2 }, "2026-11-25")).toEqual({
      learned: 3,
      reviewed: 7,
      level: 2,
    });
    expect(dayActivityBefore({ day: "2026-11-20", learned: 3, reviewed: 7, level: 1 }, "2026-11-25")).toEqual({
      learned: 0,
      reviewed: 0,
      level: 1,
    });
    expect(dayActivityBefore(undefined, "2026-11-25")).toEqual(nothingYet);
  });
});

describe("planStudyDay", () => {
  const plan = (over: Partial<StreakAccount>, today = "2026-11-25", activity = nothingYet) =>
    planStudyDay({ account: { ...account, ...over }, activity, today, added: work, now: NOW });

  it("adds the work to today's row (a new row starting at the carried level) and to the study time", () => {
    const day = planStudyDay({
      account,
      activity: { ...nothingYet, level: 1 },
      today: "2026-11-25",
      added: work,
      now: NOW,
    });
    expect(day.activity).toEqual({ day: "2026-11-25", added: work, level: 1 });
    expect(day.account).toMatchObject({ totalStudyTime: 160, currentStreak: 5, topStreak: 5, updatedAt: NOW });
  });

  it("a missed day is covered by a freeze held, and the freeze is spent", () => {
    const day = plan({ lastStreakUpdate: "2026-11-23", streakFreezes: 1 });
    expect(day.account).toMatchObject({ currentStreak: 5, streakFreezes: 0, frozenDays: ["2026-11-24"] });
  });

  it("two missed days with one freeze: the streak starts again and the freeze is kept", () => {
    const day = plan({ lastStreakUpdate: "2026-11-22", streakFreezes: 1 });
    expect(day.account).toMatchObject({ currentStreak: 1, topStreak: 4, streakFreezes: 1, frozenDays: [] });
  });

  it("on vacation since the streak's last day, the days away are not missed", () => {
    const day = plan({ lastStreakUpdate: "2026-11-10", vacationSince: "2026-11-10" });
    expect(day.account).toMatchObject({ currentStreak: 5, lastStreakUpdate: "2026-11-25" });
  });

  it("meeting the goal earns a freeze, at most two held", () => {
    const meets: DayActivityBefore = { learned: 5, reviewed: 15, level: 0 };
    expect(plan({ streakFreezes: 0 }, "2026-11-25", meets).account?.streakFreezes).toBe(1);
    expect(plan({ streakFreezes: 2 }, "2026-11-25", meets).account?.streakFreezes).toBe(2);
  });

  it("without the learner's row only the activity is credited", () => {
    const day = planStudyDay({ account: null, activity: nothingYet, today: "2026-11-25", added: work, now: NOW });
    expect(day).toEqual({ activity: { day: "2026-11-25", added: work, level: 0 }, account: null });
  });
});
