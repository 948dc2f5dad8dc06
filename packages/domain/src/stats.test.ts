import { describe, expect, it } from "vitest";
import { aboutMinutes, barHeight, displayedStreak, fillDays, formatStudyTime, monthDayLabel } from "./stats";

describe("stats helpers", () => {
  it("a short time as an estimate: never about 0 minutes", () => {
    expect(aboutMinutes(0)).toBe("under a minute");
    expect(aboutMinutes(0.4)).toBe("under a minute");
    expect(aboutMinutes(0.6)).toBe("about 1 minute");
    expect(aboutMinutes(12.4)).toBe("about 12 minutes");
  });

  it("bar height: 3 px per item, min 6, max 120", () => {
    expect(barHeight(0)).toBe(6);
    expect(barHeight(1)).toBe(6);
    expect(barHeight(3)).toBe(9);
    expect(barHeight(40)).toBe(120);
    expect(barHeight(500)).toBe(120);
  });
  it("formats study time from seconds up to years", () => {
    expect(formatStudyTime(0)).toBe("0 seconds");
    expect(formatStudyTime(1)).toBe("1 second");
    expect(formatStudyTime(59)).toBe("59 seconds");
    expect(formatStudyTime(61)).toBe("1 minute 1 second");
    expect(formatStudyTime(3600 * 2 + 300)).toBe("2 hours 5 minutes");
    expect(formatStudyTime(86_400 * 3)).toBe("3 days");
    expect(formatStudyTime(86_400 * 8)).toBe("1 week 1 day");
    expect(formatStudyTime(86_400 * 400)).toBe("1 year 1 month");
  });
  it("shows the streak only while it is alive", () => {
    expect(displayedStreak(4, "2026-11-21", "2026-11-21")).toBe(4);
    expect(displayedStreak(4, "2026-11-20", "2026-11-21")).toBe(4);
    expect(displayedStreak(4, "2026-11-19", "2026-11-21")).toBe(0);
    expect(displayedStreak(4, null, "2026-11-21")).toBe(0);
  });
  it("labels days month/day and fills the week with zeros", () => {
    expect(monthDayLabel("2026-01-05")).toBe("1/5");
    const week = fillDays([{ date: "2026-11-20", learned: 2, reviewed: 3, studyTime: 60 }], "2026-11-21", 7);
    expect(week.map((d) => d.date)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    expect(week[5]).toEqual({ date: "2026-11-20", learned: 2, reviewed: 3, studyTime: 60 });
    expect(week[6]?.learned).toBe(0);
  });
});
