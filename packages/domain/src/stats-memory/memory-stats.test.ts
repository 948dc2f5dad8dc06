import { describe, expect, it } from "vitest";
import { memoryModelFor } from "../planning/memory-model";
import { reviewForecast } from "./forecast";
import { forgettingCurve, wordsKnownNow } from "./known-now";
import { trueRetentionByWeek } from "./retention-by-week";
import { retentionKind, trueRetentionTable } from "./true-retention";

describe("trueRetentionTable", () => {
  it("sums each period's days by kind, with the share remembered", () => {
    const table = trueRetentionTable([
      { daysAgo: 0, kind: "young", remembered: 8, forgotten: 2 },
      { daysAgo: 3, kind: "mature", remembered: 9, forgotten: 1 },
      { daysAgo: 20, kind: "new", remembered: 3, forgotten: 1 },
      { daysAgo: 200, kind: "young", remembered: 1, forgotten: 1 },
      { daysAgo: 400, kind: "young", remembered: 50, forgotten: 0 },
    ]);
    const [today, week, month, year] = table;
    expect(today).toMatchObject({ period: "today", all: { remembered: 8, total: 10, share: 0.8 } });
    expect(today!.mature).toEqual({ remembered: 0, total: 0, share: null });
    expect(week!.all).toEqual({ remembered: 17, total: 20, share: 0.85 });
    expect(month!.new).toEqual({ remembered: 3, total: 4, share: 0.75 });
    expect(year!.all.total).toBe(26);
  });

  it("calls the first test after learning new, then young below 21 days and mature from 21", () => {
    expect(retentionKind(true, 40)).toBe("new");
    expect(retentionKind(false, 20)).toBe("young");
    expect(retentionKind(false, 21)).toBe("mature");
  });
});

describe("reviewForecast", () => {
  it("puts overdue words on today, drops those beyond the horizon, and gives minutes", () => {
    const forecast = reviewForecast(
      new Map([
        [-3, 4],
        [0, 2],
        [5, 10],
        [30, 99],
      ]),
      12,
    );
    expect(forecast).toHaveLength(30);
    expect(forecast[0]).toEqual({ day: 0, reviews: 6, minutes: 1.2 });
    expect(forecast[5]).toEqual({ day: 5, reviews: 10, minutes: 2 });
    expect(forecast.reduce((n, d) => n + d.reviews, 0)).toBe(16);
  });
});

describe("words known now", () => {
  const model = memoryModelFor(null);

  it("adds each studied word's chance of recall, never more than the words", () => {
    const words = [
      { stability: 10, elapsedDays: 0 },
      { stability: 10, elapsedDays: 10 },
      { stability: 0, elapsedDays: 3 },
    ];
    const known = wordsKnownNow(words, model);
    // Recall at t = S is 90 % by FSRS's definition of stability.
    expect(known).toBeCloseTo(1.9, 5);
    expect(known).toBeLessThanOrEqual(words.length);
  });

  it("draws a forgetting curve that starts at 1 and only falls", () => {
    const curve = forgettingCurve(5, model, 30);
    expect(curve).toHaveLength(31);
    expect(curve[0]!.recall).toBe(1);
    expect(curve[5]!.recall).toBeCloseTo(0.9, 5);
    for (let i = 1; i < curve.length; i++) expect(curve[i]!.recall).toBeLessThan(curve[i - 1]!.recall);
  });
});

describe("trueRetentionByWeek", () => {
  const groups = [
    { daysAgo: 0, kind: "young" as const, remembered: 8, forgotten: 2 },
    { daysAgo: 6, kind: "mature" as const, remembered: 9, forgotten: 1 },
    { daysAgo: 7, kind: "new" as const, remembered: 3, forgotten: 1 },
    { daysAgo: 13, kind: "young" as const, remembered: 1, forgotten: 1 },
    { daysAgo: 181, kind: "mature" as const, remembered: 4, forgotten: 0 },
    { daysAgo: 182, kind: "young" as const, remembered: 50, forgotten: 0 },
    { daysAgo: -1, kind: "young" as const, remembered: 5, forgotten: 5 },
  ];

  it("gives 26 weeks, oldest first, the last one being the table's last 7 days", () => {
    const weeks = trueRetentionByWeek(groups);
    expect(weeks).toHaveLength(26);
    expect(weeks.map((w) => w.weeksAgo)).toEqual(Array.from({ length: 26 }, (_, i) => 25 - i));
    const last = weeks.at(-1)!;
    const [, tableWeek] = trueRetentionTable(groups);
    expect(last.all).toEqual(tableWeek!.all);
    expect(last).toMatchObject({
      young: { remembered: 8, total: 10, share: 0.8 },
      mature: { remembered: 9, total: 10, share: 0.9 },
      new: { remembered: 0, total: 0, share: null },
    });
  });

  it("puts days 7–13 in the week before and leaves out the future and days beyond 26 weeks", () => {
    const weeks = trueRetentionByWeek(groups);
    expect(weeks.at(-2)!.all).toEqual({ remembered: 4, total: 6, share: 4 / 6 });
    expect(weeks[0]!.all).toEqual({ remembered: 4, total: 4, share: 1 });
    const counted = weeks.reduce((n, w) => n + w.all.total, 0);
    expect(counted).toBe(10 + 10 + 4 + 2 + 4);
    expect(weeks.slice(1, -2).every((w) => w.all.share === null)).toBe(true);
  });
});
