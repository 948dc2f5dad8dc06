import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import type { UserStats } from "../types";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

function week(today = "2026-11-21") {
  const days = ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", today];
  return days.map((date) => ({ date, learned: 0, reviewed: 0, studyTime: 0 }));
}

function stats(overrides: Partial<UserStats> = {}): UserStats {
  const weeklyProgress = week();
  weeklyProgress[5] = { date: "2026-11-20", learned: 4, reviewed: 50, studyTime: 300 };
  weeklyProgress[6] = { date: "2026-11-21", learned: 12, reviewed: 0, studyTime: 90 };
  return {
    today: "2026-11-21",
    timeZone: "Europe/Paris",
    streak: 2,
    topStreak: 9,
    totalLearned: 1234,
    studyTime: 3_725,
    topLanguage: { name: "Spanish", flagCode: "es", wordCount: 1 },
    weeklyProgress,
    yearActivity: weeklyProgress.filter((d) => d.learned + d.reviewed + d.studyTime > 0),
    ...overrides,
  };
}

describe("stats tab", () => {
  beforeEach(() => signedIn(false));

  it("says learned counts items when a deck has a word's other direction or clozes", async () => {
    mockApi({
      "GET /api/me/stats": () => ({
        body: stats({ countsItems: true, topLanguage: { name: "Spanish", flagCode: "es", wordCount: 4 } }),
      }),
    });
    renderApp("/home?tab=stats");
    const learned = await screen.findByRole("region", { name: "Learned Words" }, { timeout: 5000 });
    expect(within(learned).getByText("Items across all your decks")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Top Language" })).getByText("4 items learned")).toBeTruthy();
  });

  it("shows the four cards, the weekly chart with its figures, and a year of activity", async () => {
    const api = mockApi({ "GET /api/me/stats": () => ({ body: stats() }) });
    renderApp("/home?tab=stats");

    const streak = await screen.findByRole("region", { name: "Streak" }, { timeout: 5000 });
    expect(within(streak).getByText("2 days")).toBeTruthy();
    expect(within(streak).getByText("Longest: 9 days")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Learned Words" })).getByText("1,234")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Time Studied" })).getByText("1 hour 2 minutes")).toBeTruthy();
    const top = screen.getByRole("region", { name: "Top Language" });
    expect(within(top).getByText("Spanish")).toBeTruthy();
    expect(within(top).getByText("1 word learned")).toBeTruthy();

    // The stats are the user's days: the request names the browser's zone.
    const call = api.mock.calls.find(([input]) => String(input).includes("/api/me/stats"));
    expect(new Headers(call?.[1]?.headers).get("x-time-zone")).toBeTruthy();

    const weekly = screen.getByRole("region", { name: "Weekly Progress" });
    expect(within(weekly).getByText("16 learned · 50 reviewed in the last 7 days")).toBeTruthy();
    const table = within(weekly).getByRole("table", { name: /last 7 days/ });
    const todayRow = within(table).getByRole("row", { name: /Nov 21, 2026 \(today\)/ });
    expect(
      within(todayRow)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["12", "0", "1 minute 30 seconds"]);
    // Month/day labels and bar heights: 3 px per word, at least 6, at most 120.
    expect(within(weekly).getByText("11/21")).toBeTruthy();
    const chart = screen.getByTestId("weekly-chart");
    const bar = (day: string, kind: string) =>
      chart.querySelector<HTMLElement>(`[data-day="${day}"][data-kind="${kind}"]`)!.style.height;
    expect(bar("2026-11-21", "learned")).toBe("36px");
    expect(bar("2026-11-21", "reviewed")).toBe("6px");
    expect(bar("2026-11-20", "reviewed")).toBe("120px");
    expect(bar("2026-11-20", "learned")).toBe("12px");

    const activity = screen.getByRole("region", { name: "Activity" });
    expect(within(activity).getByText("66 words learned and reviewed on 2 days in the last year")).toBeTruthy();
    const cell = within(activity).getByRole("cell", { name: "Nov 20, 2026: 4 learned, 50 reviewed, 5 minutes" });
    expect(cell.getAttribute("data-level")).toBe("4");
    expect(within(activity).getByRole("region", { name: "Activity in the last year" }).tabIndex).toBe(0);
  }, 15_000);

  it("says when there is nothing yet, and points to the decks", async () => {
    mockApi({
      "GET /api/me/stats": () => ({
        body: stats({
          streak: 0,
          topStreak: 0,
          totalLearned: 0,
          studyTime: 0,
          topLanguage: null,
          weeklyProgress: week(),
          yearActivity: [],
        }),
      }),
    });
    renderApp("/home?tab=stats");
    expect(await screen.findByText("No stats available", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore Decks" }).getAttribute("href")).toBe("/home?tab=decks");
  });

  it("shows 'None yet' for the top language before any word is learned", async () => {
    mockApi({ "GET /api/me/stats": () => ({ body: stats({ topLanguage: null, totalLearned: 0 }) }) });
    renderApp("/home?tab=stats");
    const top = await screen.findByRole("region", { name: "Top Language" }, { timeout: 5000 });
    expect(within(top).getByText("None yet")).toBeTruthy();
  });

  it("shows 'Error loading stats: {message}' and retries", async () => {
    let fail = true;
    mockApi({
      "GET /api/me/stats": () =>
        fail ? { status: 500, body: { error: { code: "INTERNAL", message: "Something broke" } } } : { body: stats() },
    });
    renderApp("/home?tab=stats");
    expect(await screen.findByText("Error loading stats: Something broke", {}, { timeout: 6000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("region", { name: "Streak" })).toBeTruthy();
  });

  it("shows skeletons while loading", async () => {
    mockApi({ "GET /api/me/stats": () => new Promise(() => {}) });
    renderApp("/home?tab=stats");
    expect(await screen.findByRole("status", { name: "Loading stats" }, { timeout: 5000 })).toBeTruthy();
  });
});

describe("leeches in Stats", () => {
  beforeEach(() => signedIn(false));

  it("lists every deck's leeches with their deck; Keep sends the choice", async () => {
    const leech = {
      wordId: 7,
      subDeckId: "spanish-core-1",
      deckName: "Core words 1–100",
      word: "desde",
      translation: "since",
      pinyin: null,
      lapses: 11,
      notes: null,
    };
    const api = mockApi({
      "GET /api/me/stats": () => ({ body: stats() }),
      "GET /api/me/leeches": () => ({ body: { threshold: 8, leeches: [leech] } }),
      "POST /api/me/leeches/7": () => ({
        body: { wordId: 7, action: "keep", message: "Kept: it is flagged again after as many lapses more" },
      }),
    });
    renderApp("/home?tab=stats");
    const section = (await screen.findByRole("heading", { name: "Leeches" }, { timeout: 5000 })).closest("section")!;
    expect(await within(section).findByText("Forgotten 11 times · Core words 1–100")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Keep: desde" }));
    expect(await screen.findByText("Kept: it is flagged again after as many lapses more")).toBeTruthy();
    expect(sentBodies(api, "POST /api/me/leeches/7")).toEqual([{ action: "keep" }]);
  }, 15_000);
});
