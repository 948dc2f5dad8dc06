import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatShortDay } from "../../../lib/format-date";
import { mockApi } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const none = { remembered: 0, total: 0, share: null };
const stats = {
  today: "2026-11-21",
  timeZone: "UTC",
  streak: 1,
  topStreak: 1,
  totalLearned: 40,
  studyTime: 600,
  topLanguage: null,
  weeklyProgress: [],
  yearActivity: [{ date: "2026-11-21", learned: 40, reviewed: 10, studyTime: 600 }],
};
const memory = {
  desiredRetention: 0.9,
  trueRetention: [
    { period: "today", new: none, young: none, mature: none, all: none },
    ...(["week", "month", "year"] as const).map((period) => ({
      period,
      new: { remembered: 9, total: 10, share: 0.9 },
      young: { remembered: 17, total: 20, share: 0.85 },
      mature: none,
      all: { remembered: 26, total: 30, share: 26 / 30 },
    })),
  ],
  trueRetentionByWeek: Array.from({ length: 26 }, (_, i) => {
    const weeksAgo = 25 - i;
    const week = weeksAgo === 0 ? { remembered: 26, total: 30, share: 26 / 30 } : none;
    return {
      weeksAgo,
      new: weeksAgo === 0 ? { remembered: 9, total: 10, share: 0.9 } : none,
      young: none,
      mature: none,
      all: week,
    };
  }),
  forecast: Array.from({ length: 30 }, (_, day) => ({
    day,
    reviews: day === 0 ? 12 : day === 2 ? 6 : 0,
    minutes: day === 0 ? 2 : day === 2 ? 1 : 0,
  })),
  secondsPerReview: 10,
  knownNow: 36.4,
  studiedWords: 40,
};

describe("Stats → Memory", () => {
  beforeEach(() => signedIn(false));

  it("shows the words known now, true retention against the desired one, and the next 30 days with their table", async () => {
    mockApi({
      "GET /api/me/stats": () => ({ body: stats }),
      "GET /api/me/stats/memory": () => ({ body: memory }),
    });
    renderApp("/home?tab=stats");
    const section = await screen.findByRole("region", { name: "Memory" }, { timeout: 8000 });
    expect(await within(section).findByText("36.4")).toBeTruthy();
    expect(within(section).getByText(/words you know now, of 40 studied/)).toBeTruthy();

    const retention = within(section).getByRole("table", { name: /Your desired retention: 90%/ });
    const week = within(retention).getByRole("row", { name: /Last 7 days/ });
    expect(within(week).getByText("90%")).toBeTruthy();
    expect(within(week).getByText("(17/20)")).toBeTruthy();
    const today = within(retention).getByRole("row", { name: /Today/ });
    expect(within(today).getAllByText("—")).toHaveLength(4);

    // True retention over time: 26 weeks in the table behind the chart, the last one the table's last 7 days.
    const byWeek = within(section).getByRole("table", { name: "True retention by week" });
    const weekRows = within(byWeek).getAllByRole("row");
    expect(weekRows).toHaveLength(27);
    // The oldest week starts 25 weeks and 6 days before today (2026-11-21).
    expect(within(weekRows[1]!).getAllByRole("cell")[0]!.textContent).toBe(formatShortDay("2026-05-24"));
    const lastWeek = within(byWeek).getByRole("row", { name: /Last 7 days/ });
    expect(within(lastWeek).getByText("86.7% (26/30)")).toBeTruthy();
    expect(within(lastWeek).getByText("90% (9/10)")).toBeTruthy();

    expect(within(section).getByText("Next 7 days: 18 reviews, about 3 minutes.")).toBeTruthy();
    const forecast = within(section).getByRole("table", { name: "Reviews due each day" });
    const first = within(forecast).getAllByRole("row")[1]!;
    expect(within(first).getByText("Today")).toBeTruthy();
    expect(within(first).getByText("12")).toBeTruthy();
  }, 20_000);

  it("says there is nothing yet instead of an empty true-retention chart", async () => {
    const noWeeks = memory.trueRetentionByWeek.map((week) => ({ ...week, new: none, all: none }));
    mockApi({
      "GET /api/me/stats": () => ({ body: stats }),
      "GET /api/me/stats/memory": () => ({ body: { ...memory, trueRetentionByWeek: noWeeks } }),
    });
    renderApp("/home?tab=stats");
    const section = await screen.findByRole("region", { name: "Memory" }, { timeout: 8000 });
    expect(await within(section).findByText(/^No reviews a day or more after the last one yet\./)).toBeTruthy();
    expect(within(section).queryByRole("table", { name: "True retention by week" })).toBeNull();
  }, 20_000);
});
