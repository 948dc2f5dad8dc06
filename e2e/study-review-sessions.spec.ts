import { expect, test } from "@playwright/test";
import {
  addDeckViaApi,
  guestWithLearnedWords,
  resetServerClockAfterEach,
  seriousAxeViolations,
  setServerClock,
  studyUntilOverview,
  tryItNow,
} from "./fixtures";

const DECK = "spanish-core-1";

test.describe("study: Need Review and Hard Words", () => {
  resetServerClockAfterEach();

  test("Need Review: words come due after their first building step and are answered once each", async ({ page }) => {
    test.setTimeout(90_000);
    const words = await guestWithLearnedWords(page, DECK);

    // Nothing is due yet (the first building step is 1 minute).
    await page.goto(`/study/need-review/${DECK}`);
    await expect(page.getByText("No words are due for review right now.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Deck" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${DECK}$`));

    await setServerClock(page, 120_000);
    await page.reload();
    await page.getByRole("link", { name: "Need Review" }).click();
    await expect(page).toHaveURL(new RegExp(`/study/need-review/${DECK}$`));
    await expect(page.getByText("Words Remaining: 5")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const { answers, ratingCards } = await studyUntilOverview(page, words, 10);
    expect(answers).toBe(5);
    expect(ratingCards).toBe(5);
    await expect(page.getByText("Progress saved")).toBeVisible();
    await expect(page.getByRole("region", { name: "Word Results" }).getByRole("listitem")).toHaveCount(5);

    const goals = await (await page.request.get("/api/me/daily-goals")).json();
    expect(goals.reviewed).toBe(5);

    await page.getByRole("link", { name: "Back to Deck" }).click();
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await expect(page.getByText("Building (1/3)")).toHaveCount(5);
  });

  test("Hard Words: three correct answers per word, three progress dots", async ({ page }) => {
    test.setTimeout(150_000);
    // Hard Words unlocks at 10 learned words (the deck has more), and the server holds to it.
    const words = await guestWithLearnedWords(page, DECK, 10, { alreadyKnow: true });

    await page.goto(`/study/hard-words/${DECK}`);
    await expect(page.getByText("Words Remaining: 10")).toBeVisible();
    await expect(page.getByRole("img", { name: "0 of 3 correct answers for this word" })).toBeVisible();
    const { answers } = await studyUntilOverview(page, words, 40);
    expect(answers).toBe(30);
    const stats = page.locator("dl").first();
    await expect(stats).toContainText("Correct30");
    await expect(page.getByText("Progress saved")).toBeVisible();
  });

  test("Review with nothing learned (locked on the deck page) shows what to do next", async ({ page }) => {
    await tryItNow(page);
    await addDeckViaApi(page, DECK);
    await page.goto(`/study/review/${DECK}`);
    await expect(page.getByText("Not available yet")).toBeVisible();
    await expect(page.getByText("Review is locked. Learn 5 more words to unlock (needs 5 learned).")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Deck" })).toBeVisible();
  });
});
