import { expect, type Page, test } from "@playwright/test";
import {
  addDeckViaApi,
  answerStudyPrompt,
  type DeckWord,
  deckWithLearnedWords,
  guestWithLearnedWords,
  registerAndSignIn,
  seriousAxeViolations,
  timeRushStat,
  tryItNow,
} from "./fixtures";

const DECK = "spanish-core-1";

/** Answers the prompt on screen and waits for its tick or cross to pass and the next prompt to come. */
async function answerAndWait(page: Page, words: readonly DeckWord[], correct: boolean): Promise<void> {
  const answered = Number(await timeRushStat(page, "Words").textContent());
  await answerStudyPrompt(page, words, { correct });
  const over = page.getByRole("heading", { name: "Time's Up!" });
  await expect(timeRushStat(page, "Words").or(over).first()).toHaveText(new RegExp(`^(${answered + 1}|Time's Up!)$`));
  if (await over.isVisible()) return;
  await expect(page.getByTestId("time-rush-feedback")).toHaveCount(0);
}

/** Answers wrongly until the clock runs out: each wrong answer takes a second off. */
async function drainClock(page: Page, words: readonly DeckWord[]): Promise<void> {
  const over = page.getByRole("heading", { name: "Time's Up!" });
  for (let i = 0; i < 40 && !(await over.isVisible()); i++) {
    const prompt = page.getByTestId("study-prompt");
    await expect(prompt.or(over).first()).toBeVisible();
    if (await over.isVisible()) break;
    await answerAndWait(page, words, false);
  }
  await expect(over).toBeVisible({ timeout: 20_000 });
}

test.describe("Time Rush", () => {
  test("a full game to 'Time's Up!' with a new best, saved once; the next game shows that best", async ({ page }) => {
    test.setTimeout(120_000);
    const words = await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });
    const scoreSaves: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && /\/api\/me\/time-rush\/games\/[^/]+\/score$/.test(request.url()))
        scoreSaves.push(request.postData() ?? "");
    });
    const gameStart = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith(`/api/me/time-rush/${DECK}/games`),
    );

    await page.goto(`/study/time-rush/${DECK}`);
    expect((await gameStart).status()).toBe(201);
    const timer = page.getByRole("timer");
    await expect(timer).toHaveAccessibleName(/^1[45] seconds left$/);
    await expect(page.getByText("Plenty of time")).toBeVisible();
    await expect(timeRushStat(page, "Score")).toHaveText("0");
    await expect(timeRushStat(page, "Best")).toHaveText("0");

    for (let i = 0; i < 3; i++) await answerAndWait(page, words, true);
    await expect(timeRushStat(page, "Score")).toHaveText("3");
    await expect(timeRushStat(page, "Words")).toHaveText("3");
    // The best follows a score that beats it.
    await expect(timeRushStat(page, "Best")).toHaveText("3");

    await answerAndWait(page, words, false);
    await expect(timeRushStat(page, "Score")).toHaveText("3");
    await drainClock(page, words);

    await expect(page.getByTestId("final-score")).toHaveText("3");
    await expect(page.getByText("New Best!")).toBeVisible();
    await expect(page.getByTestId("best-score")).toHaveText("3");
    await expect(page.getByText("Score saved")).toBeAttached();
    expect(scoreSaves.map((body) => JSON.parse(body))).toEqual([{ score: 3 }]);
    const record = await (await page.request.get(`/api/me/time-rush/${DECK}`)).json();
    expect(record).toMatchObject({ bestScore: 3, gamesPlayed: 1 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A second game: the best is shown from the start and kept when not beaten.
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(timeRushStat(page, "Best")).toHaveText("3");
    await expect(timeRushStat(page, "Score")).toHaveText("0");
    await answerAndWait(page, words, true);
    await drainClock(page, words);
    await expect(page.getByTestId("final-score")).toHaveText("1");
    await expect(page.getByTestId("best-score")).toHaveText("3");
    await expect(page.getByText("Score saved")).toBeAttached();
    await expect(page.getByText("New Best!")).toHaveCount(0);
    expect(scoreSaves.map((body) => JSON.parse(body))).toEqual([{ score: 3 }, { score: 1 }]);

    await page.getByRole("link", { name: "Back to Deck" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${DECK}$`));
  });

  test("the countdown turns orange, then red, as the time runs out; keys 1–4 choose options", async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await registerAndSignIn(page);
    const words = await deckWithLearnedWords(page, DECK, 5, { alreadyKnow: true });
    // Multiple choice only, so the options are there for the keys.
    const origin = new URL(page.url()).origin;
    const settings = await page.request.put("/api/me/fsrs-settings", {
      headers: { origin },
      data: { studyType: "Multiple Choice" },
    });
    expect(settings.ok()).toBe(true);

    await page.goto(`/study/time-rush/${DECK}`);
    await expect(page.getByRole("group", { name: /Choose the/ })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveAttribute("data-colour", "green");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await answerStudyPrompt(page, words, { correct: true, keys: true });
    await expect(timeRushStat(page, "Score")).toHaveText("1");

    // 15 s: orange at 9 s left or less, red at 4.5 s or less.
    await expect(page.getByRole("timer")).toHaveAttribute("data-colour", "orange", { timeout: 12_000 });
    await expect(page.getByText("Hurry up")).toBeVisible();
    await expect(page.getByRole("timer")).toHaveAttribute("data-colour", "red", { timeout: 8_000 });
    await expect(page.getByText("Almost out of time")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Time's Up!" })).toBeVisible({ timeout: 8_000 });
    await expect(page.getByTestId("final-score")).toHaveText("1");
    await expect(page.getByText("New Best!")).toBeVisible();
  });

  test("'No Words Available' on a deck with nothing learned, with a way back", async ({ page }) => {
    await tryItNow(page);
    await addDeckViaApi(page, DECK);
    await page.goto(`/study/time-rush/${DECK}`);
    await expect(page.getByText("No Words Available")).toBeVisible();
    await expect(page.getByText("You need to learn some words first before playing Time Rush!")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${DECK}$`));
  });
});
