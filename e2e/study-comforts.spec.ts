import { expect, type Page, test } from "@playwright/test";
import {
  addDeckViaApi,
  answerStudyPrompt,
  createVerifiedAccount,
  deckWords,
  guestWithDeck,
  learnWordsViaApi,
  resetServerClockAfterEach,
  seriousAxeViolations,
  setServerClock,
  signInThroughUi,
  studyUntilOverview,
} from "./fixtures";

const DECK = "spanish-core-1";
const DAY_MS = 86_400_000;

/** A registered learner with the deck, every answer typed and rated for them (AUTOMATIC); the deck's words. */
async function typingLearner(page: Page, baseURL: string) {
  const account = await createVerifiedAccount(baseURL);
  await signInThroughUi(page, account.email, account.password);
  await addDeckViaApi(page, DECK);
  const settings = await page.request.put("/api/me/fsrs-settings", {
    headers: { origin: new URL(page.url()).origin },
    data: { studyAlgorithm: "AUTOMATIC", studyType: "Typing" },
  });
  expect(settings.ok()).toBe(true);
  return deckWords(page, DECK);
}

test.describe("progress you can see, typo tolerance, undo, credits", () => {
  resetServerClockAfterEach();
  test("after a first Learn New session the overview and the deck page show the words in progress and when they come due", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = await guestWithDeck(page, DECK);
    await page.goto(`/study/learn-new/${DECK}`);
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
    await studyUntilOverview(page, words, 40);
    await expect(page.getByText("Progress saved")).toBeVisible();
    // The building steps start a minute after the last answer.
    await expect(page.getByTestId("next-up")).toHaveText(/^Next: 5 words due in (1|2) min$/);
    await expect(page.getByRole("link", { name: "Learn 5 more" })).toHaveAttribute("href", `/study/learn-new/${DECK}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Back to Deck" }).click();
    await expect(page.getByText(/5 learned · 5 still building · \d+ due · 0 ignored/)).toBeVisible();
    await expect(page.getByTestId("coming-due")).toHaveText(/^Next: \d words? due in \d+ min$/);
    await expect(page.getByRole("button", { name: /^Set 1\b/ })).toContainText("5 of 50 learned · 5 still building");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a typed answer with a typo is accepted with the spelling to check; Undo (Ctrl+Z) takes an answer back", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const words = await typingLearner(page, baseURL!);
    // Learned words with meanings long enough for one typo to be forgiven (4 letters or more).
    const long = words.filter((w) => /^[a-z]{5,}$/.test(w.translation)).slice(0, 3);
    expect(long).toHaveLength(3);
    await learnWordsViaApi(
      page,
      DECK,
      long.map((w) => w.id),
      { alreadyKnow: true },
    );

    // Known words come back days later; Review needs 5 learned words: Need Review, 3 days on, takes them.
    await setServerClock(page, 3 * DAY_MS);
    await page.goto(`/study/need-review/${DECK}`);
    const input = page.getByRole("textbox", { name: /type the/i });
    await expect(input).toBeVisible();
    const prompt = (await page.getByTestId("study-prompt").textContent())?.trim();
    const word = long.find((w) => w.originalWord === prompt)!;
    // Two neighbouring letters swapped.
    const t = word.translation;
    await input.fill(`${t.slice(0, 1)}${t[2]}${t[1]}${t.slice(3)}`);
    await input.press("Enter");
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await expect(page.getByTestId("typo-note")).toHaveText(`Almost — check the spelling: ${t}`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Undo: the same prompt again, nothing counted.
    await page.keyboard.press("Control+z");
    await expect(input).toBeVisible();
    await expect(page.getByTestId("study-prompt")).toHaveText(prompt!);
    await expect(page.getByText("Correct!", { exact: true })).toBeHidden();
    await expect(page.getByText("Words Remaining:")).toContainText("3");

    // A wrong answer, taken back with the button this time.
    await input.fill("definitely not this");
    await input.press("Enter");
    await expect(page.getByText("Incorrect", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Undo last answer" }).click();
    await expect(page.getByTestId("study-prompt")).toHaveText(prompt!);

    await studyUntilOverview(page, words, 10);
    await expect(page.getByText("Progress saved")).toBeVisible();
    // Three words, each answered once and right: the undone answers were never counted.
    const stats = page.getByRole("definition");
    await expect(stats.nth(0)).toHaveText("3");
    await expect(stats.nth(1)).toHaveText("3");
    await expect(stats.nth(2)).toHaveText("100%");
  });

  test("'I was right' turns a wrong typed answer right, and the word accepts it next time", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const words = await typingLearner(page, baseURL!);
    const [one] = words;
    await learnWordsViaApi(page, DECK, [one!.id], { alreadyKnow: true });

    // The known word comes due days later (Review needs 5 learned words): Need Review, 3 days on.
    await setServerClock(page, 3 * DAY_MS);
    await page.goto(`/study/need-review/${DECK}`);
    const input = page.getByRole("textbox", { name: /type the/i });
    await input.fill("my own meaning");
    await input.press("Enter");
    await expect(page.getByText("Incorrect", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "I was right" }).click();
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await expect(page.getByTestId("claimed-note")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Progress saved")).toBeVisible();

    // The next review of that word takes the same answer as right (once it is due again).
    await setServerClock(page, 60 * DAY_MS);
    await page.goto(`/study/need-review/${DECK}`);
    await input.fill("My own meaning");
    await input.press("Enter");
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
  });

  test("a whole Learn New session with the keyboard only", async ({ page }) => {
    test.setTimeout(120_000);
    const words = await guestWithDeck(page, DECK);
    await page.goto(`/study/learn-new/${DECK}`);
    const next = page.getByRole("button", { name: "Next" });
    for (let i = 0; i < 5; i++) {
      await expect(next).toBeVisible();
      await page.waitForTimeout(250); // Enter is ignored for a moment after each new prompt
      await page.keyboard.press("Enter");
    }
    const overview = page.getByRole("heading", { name: "Session Overview" });
    for (let answers = 0; !(await overview.isVisible()); answers++) {
      expect(answers).toBeLessThan(40);
      await answerStudyPrompt(page, words, { keys: true });
      await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
      await page.waitForTimeout(250);
      await page.keyboard.press("Enter");
      const rating = page.getByText("How difficult was this word?");
      await expect(rating.or(page.getByTestId("study-prompt")).or(overview).first()).toBeVisible();
      if (await rating.isVisible()) await page.keyboard.press("3");
    }
    await expect(page.getByText("Progress saved")).toBeVisible();
  });

  test("the Credits page opens signed out and from About, and names every source", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "About" }).click();
    await page.getByRole("link", { name: "All credits and licences" }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
    for (const source of ["complete-hsk-vocabulary", "CC-CEDICT", "open-anki-jlpt-decks", "audio-cmn"]) {
      await expect(page.getByRole("link", { name: source })).toBeVisible();
    }
    await expect(page.getByText(/based on the JLPT lists of tanos\.co\.uk/)).toBeVisible();
    expect(await seriousAxeViolations(page, { structure: true })).toEqual([]);
  });
});
