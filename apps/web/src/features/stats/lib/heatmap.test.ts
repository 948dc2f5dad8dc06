import { describe, expect, it } from "vitest";
import { buildHeatmap, formatDay, heatLevel, heatLevelRange, weekdayOf } from "./heatmap";

describe("activity heatmap layout", () => {
  it("lays 365 days out in week columns, Sunday on top, padded before the first day and after today", () => {
    // 2026-11-21 is a Saturday; 364 days earlier, 2025-11-22, is a Saturday too.
    const map = buildHeatmap([], "2026-11-21");
    expect(weekdayOf("2026-11-21")).toBe(6);
    expect(map.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(map.weeks[0]![6]!.date).toBe("2025-11-22");
    expect(map.weeks.every((week) => week.length === 7)).toBe(true);
    const last = map.weeks[map.weeks.length - 1]!;
    expect(last[6]!.date).toBe("2026-11-21");
    expect(map.weeks.flat().filter(Boolean)).toHaveLength(365);
    expect(map.total).toBe(0);
    expect(map.activeDays).toBe(0);
  });

  it("pads the days after today when today is mid-week", () => {
    const map = buildHeatmap([], "2026-11-18"); // a Wednesday
    const last = map.weeks[map.weeks.length - 1]!;
    expect(last[3]!.date).toBe("2026-11-18");
    expect(last.slice(4)).toEqual([null, null, null]);
  });

  it("colours days by words learned + reviewed and labels each day", () => {
    const map = buildHeatmap(
      [
        { date: "2026-11-20", learned: 5, reviewed: 7, studyTime: 125 },
        { date: "2026-11-21", learned: 0, reviewed: 0, studyTime: 30 },
        { date: "2024-01-01", learned: 99, reviewed: 0, studyTime: 10 }, // outside the year: ignored
      ],
      "2026-11-21",
    );
    const cells = map.weeks.flat();
    const friday = cells.find((c) => c?.date === "2026-11-20")!;
    expect(friday.count).toBe(12);
    expect(friday.level).toBe(2);
    expect(friday.label).toBe("Nov 20, 2026: 5 learned, 7 reviewed, 2 minutes 5 seconds");
    const today = cells.find((c) => c?.date === "2026-11-21")!;
    expect(today.level).toBe(1);
    expect(today.label).toBe("Nov 21, 2026: 30 seconds");
    expect(cells.find((c) => c?.date === "2026-11-19")!.label).toBe("Nov 19, 2026: no activity");
    expect(map.total).toBe(12);
    expect(map.activeDays).toBe(2);
  });

  it("names the months over their week columns", () => {
    const map = buildHeatmap([], "2026-11-21");
    expect(map.months[0]!.fullLabel).toBe("November 2025");
    expect(map.months[map.months.length - 1]!.label).toBe("Nov");
    expect(map.months.reduce((sum, m) => sum + m.span, 0)).toBe(map.weeks.length);
  });

  it("has five levels with readable ranges", () => {
    expect([0, 1, 9, 10, 24, 25, 49, 50, 500].map((n) => heatLevel(n))).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect([0, 1, 2, 3, 4].map((l) => heatLevelRange(l as 0 | 1 | 2 | 3 | 4))).toEqual([
      "No activity",
      "1–9 words",
      "10–24 words",
      "25–49 words",
      "50+ words",
    ]);
    expect(formatDay("2026-01-05")).toBe("Jan 5, 2026");
  });
});
