import { expect, type Locator, test } from "@playwright/test";
import {
  addDeckFromExplore,
  deckWords,
  expectAccessibleInBothThemes,
  setServerClock,
  studyUntilOverview,
} from "./fixtures";
import { newAccountFromTitle } from "./front-door";

/*
 * One set of counts: after Learn New with two words marked "Already know", Home's deck card, the deck
 * page, Daily Goals and Stats read the same numbers, and the card's one action opens the right session.
 */

const DECK = "french-core-1";
const DECK_NAME = /Core words 1–100/;

/** A figure on a Home deck card ("Due now", "In progress", "Learned"). */
async function cardFigure(card: Locator, label: string): Promise<number> {
  return Number(await card.locator(`div:has(> dt:text-is("${label}")) > dd`).textContent());
}

test.describe("the same counts on every screen", () => {
  test.afterEach(async ({ page }) => {
    await setServerClock(page, 0);
  });

  test("Learn New with Already know: Home, the deck page, Daily Goals and Stats agree", async ({ page }) => {
    test.setTimeout(180_000);
    await newAccountFromTitle(page);
    await addDeckFromExplore(page, "French", DECK_NAME);
    const words = await deckWords(page, DECK);

    // Learn New: two words marked "Already know" in the presentation, three taught.
    await page.getByRole("link", { name: "Learn New" }).click();
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
    await expect(page.getByText("New word 1 of 4")).toBeVisible();
    await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
    await expect(page.getByText("New word 1 of 3")).toBeVisible();
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
    await studyUntilOverview(page, words);
    await expect(page.getByText("Progress saved")).toBeVisible();

    // Half an hour later the taught words' first building step (1 min) has come due; the known ones are
    // scheduled as known (first review in 2 days). Nothing moves again until they are answered.
    await setServerClock(page, 30 * 60_000);
    await page.getByRole("link", { name: "Back to Deck" }).click();
    const header = page.getByText(/^\d+ learned · \d+ in progress · \d+ due · \d+ ignored$/);
    await expect(header).toHaveText("2 learned · 3 in progress · 3 due · 0 ignored");
    await expect(page.getByText("2 of 100 words")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Set 1\b/ })).toContainText("2 of 50 learned · 3 in progress");

    // Home: the card's figures, the spec's "learned / words", and the one next step.
    await page.getByRole("link", { name: "Back to Home" }).click();
    const card = page.getByRole("article", { name: DECK_NAME });
    await expect(card.getByText("2 / 100")).toBeVisible();
    expect({
      due: await cardFigure(card, "Due now"),
      building: await cardFigure(card, "In progress"),
      learned: await cardFigure(card, "Learned"),
    }).toEqual({ due: 3, building: 3, learned: 2 });
    // Daily Goals: the two words that became learned today.
    await expect(page.getByRole("progressbar", { name: "Learned today" })).toHaveAttribute(
      "aria-valuetext",
      /^2 of \d+, \d+%$/,
    );
    await expectAccessibleInBothThemes(page, "Home with deck cards");

    // Stats: Learned Words, the top language and today's bar say 2 as well.
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Stats" }).click();
    await expect(page.getByRole("region", { name: "Learned Words" }).getByText("2", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Top Language" }).getByText("2 words learned")).toBeVisible();
    await expect(page.getByTestId("weekly-chart").locator('[data-kind="learned"]').last()).toHaveAttribute(
      "data-value",
      "2",
    );

    // Back on Home, the one action reviews the three due words.
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
    await card.getByRole("link", { name: "Review 3 due" }).click();
    await expect(page).toHaveURL(new RegExp(`/study/need-review/${DECK}$`));
    await expect(page.getByTestId("study-prompt")).toBeVisible();
  });
});
