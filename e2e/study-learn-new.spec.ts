import { expect, test } from "@playwright/test";
import { answerStudyPrompt, guestWithDeck, seriousAxeViolations, studyUntilOverview } from "./fixtures";

const DECK = "spanish-core-1";

test.describe("study: Learn New", () => {
  test("a guest learns 5 words by typing and by multiple choice; the deck page shows them building", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = await guestWithDeck(page, DECK);

    await page.goto(`/study/learn-new/${DECK}`);
    // Presentation: each of the 5 new words with its translation, then the tests.
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`New word ${i} of 5`)).toBeVisible();
      const shown = (await page.getByTestId("study-prompt").textContent())?.trim();
      const word = words.find((w) => w.originalWord === shown);
      expect(word).toBeDefined();
      await expect(page.getByText(word!.translation, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Already know? Mark as learned!" })).toBeVisible();
      if (i === 1) expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Next" }).click();
    }
    await expect(page.getByText("Words Remaining: 5")).toBeVisible();
    await expect(page.getByRole("img", { name: "0 of 5 correct answers for this word" })).toBeVisible();

    // Multiple choice is answered with keys 1–4 here.
    const { formats, answers, ratingCards } = await studyUntilOverview(page, words, 40, { keys: true });
    expect(answers).toBe(25);
    // A guest studies with the default MANUAL algorithm: a difficulty card after each word's first
    // answer (the rating FSRS is given), none after the four answers that only build the word.
    expect(ratingCards).toBe(5);
    // Study type All picks typing or multiple choice at random: 25 answers see both.
    expect([...formats].sort()).toEqual(["multiple-choice", "typing"]);

    await expect(page.getByText("Progress saved")).toBeVisible();
    const stats = page.locator("dl").first();
    await expect(stats).toContainText("Correct25");
    await expect(stats).toContainText("Total25");
    await expect(stats).toContainText("Accuracy100%");
    const results = page.getByRole("region", { name: "Word Results" });
    await expect(results.getByRole("listitem")).toHaveCount(5);
    await expect(results.getByText("Gold")).toHaveCount(1);
    await expect(results.getByText("Silver")).toHaveCount(1);
    await expect(results.getByText("Bronze")).toHaveCount(1);
    await expect(
      results.getByText("Medals go to your three fastest words: average answer time, weighed by accuracy."),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Back to Deck" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${DECK}$`));
    const progress = await (await page.request.get(`/api/me/decks/${DECK}/progress`)).json();
    expect(progress.progress).toHaveLength(5);
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await expect(page.getByText("Building (0/3)")).toHaveCount(5);

    // The next Learn New takes the next 5 words.
    await page.goto(`/study/learn-new/${DECK}`);
    const next = (await page.getByTestId("study-prompt").textContent())?.trim();
    expect(words.slice(0, 5).map((w) => w.originalWord)).not.toContain(next);
  });

  test("'Already know? Mark as learned!' in the presentation and in a test", async ({ page }) => {
    const words = await guestWithDeck(page, DECK);
    await page.goto(`/study/learn-new/${DECK}`);
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
    // The known word is gone from the presentation: 4 left to present.
    await expect(page.getByText("New word 1 of 4")).toBeVisible();
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Words Remaining: 4")).toBeVisible();
    // In a test the button marks the word being asked.
    await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
    await expect(page.getByText("Words Remaining: 3")).toBeVisible();
    await answerStudyPrompt(page, words);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.keyboard.press("3");
    // Exit with answers given: the overview, and the two known words are saved as learned.
    await page.getByRole("button", { name: "Exit session" }).click();
    await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
    await expect(page.getByText("Progress saved")).toBeVisible();
    const goals = await (await page.request.get("/api/me/daily-goals")).json();
    expect(goals.learned).toBe(2);
  });

  test("exiting a session with no answers goes back to the deck; Escape asks first once answers were given", async ({
    page,
  }) => {
    // Record the feedback sounds the page plays.
    await page.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { __played: string[] }).__played = played;
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(new URL(this.src).pathname);
        return Promise.resolve();
      };
    });
    const words = await guestWithDeck(page, DECK);
    for (const sound of ["/correctAnswer.mp3", "/wrongAnswer.mp3"]) {
      const response = await page.request.get(sound);
      expect(response.ok()).toBe(true);
      expect(response.headers()["content-type"]).toContain("audio/mpeg");
    }
    await page.goto(`/study/learn-new/${DECK}`);
    await expect(page.getByText("Loading words...").or(page.getByText("New word 1 of 5"))).toBeVisible();
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(new RegExp(`/decks/${DECK}$`));

    await page.goto(`/study/learn-new/${DECK}`);
    for (let i = 0; i < 5; i++) {
      await expect(page.getByText(`New word ${i + 1} of 5`)).toBeVisible();
      await page.waitForTimeout(250);
      await page.keyboard.press("Enter");
    }
    await answerStudyPrompt(page, words, { correct: false });
    await expect(page.getByText("Incorrect", { exact: true })).toBeVisible();
    await expect(page.getByText("Correct answer:")).toBeVisible();
    // The sound starts once the feedback is painted.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played))
      .toEqual(["/wrongAnswer.mp3"]);
    // A wrong first answer is Again: MANUAL says so instead of asking for a rating it would not use,
    // and Enter goes on (after the 200 ms guard).
    await expect(page.getByTestId("rated-again")).toHaveText(
      "Rated Again: a missed word comes back sooner. Press Enter to continue.",
    );
    await page.waitForTimeout(250);
    await page.keyboard.press("Enter");
    await expect(page.getByText("How difficult was this word?")).toHaveCount(0);
    await expect(page.getByTestId("study-prompt")).toBeVisible();

    await page.keyboard.press("Escape");
    const dialog = page.getByRole("dialog", { name: "End this session?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep Studying" }).click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").getByRole("button", { name: "End Session" }).click();
    await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
    const stats = page.locator("dl").first();
    await expect(stats).toContainText("Correct0");
    await expect(stats).toContainText("Total1");
    // Learn New lists only words that reached 5 correct answers.
    await expect(page.getByText("No word reached 5 correct answers in this session.")).toBeVisible();
  });
});
