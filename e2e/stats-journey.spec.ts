import { expect, type Page, test } from "@playwright/test";
import {
  deckWords,
  resetServerClockAfterEach,
  saveLearnSessionInPage,
  seriousAxeViolations,
  setServerClock,
} from "./fixtures";
import { journey } from "./journey";

const DECK = "spanish-core-1";
const DAY_MS = 86_400_000;

/** A Need Review session saved from the page, studied `offsetMs` after the real now (the server's moved clock). */
async function saveReviewInPage(page: Page, answers: { wordId: number; right: boolean }[], offsetMs: number) {
  const status = await page.evaluate(
    async ({ subDeckId, answers, offsetMs }) => {
      const response = await fetch("/api/me/study-sessions", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-time-zone": Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        body: JSON.stringify({
          sessionId: crypto.randomUUID(),
          subDeckId,
          sessionType: "NEED_REVIEW",
          startedAt: new Date(Date.now() + offsetMs - 60_000).toISOString(),
          durationSeconds: 60,
          words: answers.map(({ wordId, right }) => ({
            wordId,
            correctCount: right ? 1 : 0,
            reviewedCount: 1,
            gotWrong: !right,
            alreadyKnow: false,
            responseTimes: [2],
            difficultyScore: 3,
            ratings: [right ? 3 : 1],
          })),
        }),
      });
      return response.status;
    },
    { subDeckId: DECK, answers, offsetMs },
  );
  expect(status).toBe(200);
}

interface StatsAnswer {
  today: string;
  totalLearned: number;
  weeklyProgress: { date: string; learned: number; reviewed: number; studyTime: number }[];
}

test.describe("stats tab", () => {
  resetServerClockAfterEach();

  // A long journey with axe over the whole Stats tab: more than the default 30 s on a busy machine.
  test(
    "a new user sees 'No stats available'; after a session the cards, the week and the year fill in",
    journey({ timeout: 90_000 }, async ({ page }) => {
      await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Stats" }).click();
      await expect(page).toHaveURL(/tab=stats/);
      await expect(page.getByRole("heading", { name: "Stats", level: 1 })).toBeVisible();
      await expect(page.getByText("No stats available")).toBeVisible();
      await expect(page.getByRole("link", { name: "Explore Decks" })).toBeVisible();

      // Three words taught (learned, still building) and three already known: six learned today.
      await saveLearnSessionInPage(page, { subDeckId: DECK, learn: 3, alreadyKnow: 3, durationSeconds: 90 });
      const stats = (await (await page.request.get("/api/me/stats")).json()) as StatsAnswer;
      const todayFigures = stats.weeklyProgress.at(-1)!;
      expect(stats.totalLearned).toBeGreaterThan(0);
      expect(todayFigures.learned).toBeGreaterThan(0);
      await page.reload();

      const learned = page.getByRole("region", { name: "Learned Words" });
      await expect(learned.getByText(String(stats.totalLearned), { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Time Studied" }).getByText("1 minute 30 seconds")).toBeVisible();
      const streak = page.getByRole("region", { name: "Streak" });
      await expect(streak.getByText("1 day", { exact: true })).toBeVisible();
      await expect(streak.getByText("Longest: 1 day")).toBeVisible();
      const top = page.getByRole("region", { name: "Top Language" });
      await expect(top.getByText("Spanish")).toBeVisible();
      const unit = stats.totalLearned === 1 ? "word" : "words";
      await expect(top.getByText(`${stats.totalLearned} ${unit} learned`)).toBeVisible();

      // Weekly Progress: today's learned bar is taller than the empty 6 px stub, and its figures are in the table.
      const weekly = page.getByRole("region", { name: "Weekly Progress" });
      const todayLearned = page.getByTestId("weekly-chart").locator('[data-kind="learned"]').last();
      await expect(todayLearned).toHaveAttribute("data-value", String(todayFigures.learned));
      expect(await todayLearned.evaluate((bar) => bar.getBoundingClientRect().height)).toBe(
        Math.min(120, Math.max(6, todayFigures.learned * 3)),
      );
      expect(todayFigures.learned * 3).toBeGreaterThan(6);
      const todayRow = weekly.getByRole("row", { name: /\(today\)/ });
      await expect(todayRow.getByRole("cell")).toHaveText([
        String(todayFigures.learned),
        String(todayFigures.reviewed),
        "1 minute 30 seconds",
      ]);
      // The learner's day (it starts at 4:00), not the calendar date: between midnight and 4:00 they differ.
      const [, month, day] = stats.today.split("-").map(Number);
      await expect(weekly.getByText(`${month}/${day}`, { exact: true })).toBeVisible();

      // The year of activity marks today, with a text label.
      const activity = page.getByRole("region", { name: "Activity", exact: true });
      const words = todayFigures.learned + todayFigures.reviewed;
      await expect(activity.getByText(`${words} words learned and reviewed on 1 day in the last year`)).toBeVisible();
      const cell = activity.locator(`td[data-date="${stats.today}"]`);
      await expect(cell).not.toHaveAttribute("data-level", "0");
      await expect(cell).toHaveAttribute(
        "title",
        new RegExp(`: ${todayFigures.learned} learned.*, 1 minute 30 seconds$`),
      );
      await expect(activity.getByRole("cell", { name: (await cell.getAttribute("title")) ?? "" })).toBeVisible();

      // Memory: the words known now, out of the words studied (every learned word among them), true retention
      // against the desired retention, and the next 30 days.
      const memory = page.getByRole("region", { name: "Memory" });
      const known = memory.getByText(/words you know now, of \d+ studied/);
      await expect(known).toBeVisible();
      const studied = Number((await known.textContent())?.match(/of (\d+) studied/)?.[1]);
      expect(studied).toBeGreaterThanOrEqual(stats.totalLearned);
      await expect(memory.getByRole("table", { name: /Your desired retention: 90\s?%/ })).toBeVisible();
      await expect(memory.getByRole("figure", { name: "Reviews due each day" })).toBeVisible();

      // Three days on, the three taught words tested again, one forgotten: true retention over time shows the
      // week, and its last week is the table's last 7 days.
      const offset = 3 * DAY_MS;
      await setServerClock(page, offset);
      const reviewed = (await deckWords(page, DECK)).slice(0, 3);
      await saveReviewInPage(
        page,
        reviewed.map((w, i) => ({ wordId: w.id, right: i > 0 })),
        offset,
      );
      await page.reload();
      const retentionRow = memory
        .getByRole("table", { name: /Your desired retention/ })
        .getByRole("row", { name: /Last 7 days/ });
      await expect(retentionRow.getByRole("cell").last()).toHaveText(/66\.7\s?% \(2\/3\)/);
      const byWeek = memory.getByRole("figure", { name: "True retention by week" });
      await expect(byWeek.locator("svg")).toBeVisible();
      await byWeek.getByText("Show as table").click();
      const weekRows = byWeek.getByRole("table", { name: "True retention by week" }).getByRole("row");
      await expect(weekRows).toHaveCount(27);
      const lastWeek = weekRows.last();
      await expect(lastWeek.getByRole("cell").first()).toHaveText("Last 7 days");
      await expect(lastWeek.getByRole("cell").last()).toHaveText(
        (await retentionRow.getByRole("cell").last().textContent()) ?? "",
      );

      expect(await seriousAxeViolations(page)).toEqual([]);
      // Dark theme too.
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      expect(await seriousAxeViolations(page)).toEqual([]);
    }),
  );
});
