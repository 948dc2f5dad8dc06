import { expect, type Locator, test } from "@playwright/test";
import {
  answerStudyPrompt,
  deckWords,
  expectAccessibleInBothThemes,
  resetServerClockAfterEach,
  setServerClock,
  studyUntilOverview,
} from "./fixtures";
import { FRENCH_CORE, frenchCoreLearnerFromTitle } from "./front-door";
import { journey } from "./journey";

/*
 * One set of counts: after two Learn New sessions (the second from the overview's "Learn 5 more"), with
 * two words marked "Already know", Home's deck card, the deck page, Daily Goals and Stats read the same
 * numbers, and the card's one action opens the right session.
 */

const { id: DECK, name: DECK_NAME } = FRENCH_CORE;

/** A figure on a Home deck card ("Due now", "Building", "Learned"). */
async function cardFigure(card: Locator, label: string): Promise<number> {
  return Number(await card.locator(`div:has(> dt:text-is("${label}")) > dd`).textContent());
}

test.describe("the same counts on every screen", () => {
  resetServerClockAfterEach();

  test(
    "two Learn New sessions (Learn 5 more): Home, the deck page, Daily Goals and Stats say 10 learned",
    journey({ timeout: 240_000, start: frenchCoreLearnerFromTitle }, async ({ page }) => {
      const words = await deckWords(page, DECK);

      // Learn New: two words marked "Already know" in the presentation, three taught.
      const shown = async () => (await page.getByTestId("study-prompt").textContent())?.trim() ?? "";
      const firstFive: string[] = [];
      await page.getByRole("link", { name: "Learn New" }).click();
      await expect(page.getByText("New word 1 of 5")).toBeVisible();
      firstFive.push(await shown());
      await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
      await expect(page.getByText("New word 1 of 4")).toBeVisible();
      firstFive.push(await shown());
      await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
      await expect(page.getByText("New word 1 of 3")).toBeVisible();
      for (let i = 1; i <= 3; i++) {
        await expect(page.getByText(`New word ${i} of 3`)).toBeVisible();
        firstFive.push(await shown());
        await page.getByRole("button", { name: "Next" }).click();
      }
      await studyUntilOverview(page, words);
      await expect(page.getByText("Progress saved")).toBeVisible();

      // "Learn 5 more" starts the next five words at once: a new presentation, other words.
      await page.getByRole("link", { name: "Learn 5 more" }).click();
      for (let i = 1; i <= 5; i++) {
        await expect(page.getByText(`New word ${i} of 5`)).toBeVisible();
        expect(firstFive).not.toContain(await shown());
        await page.getByRole("button", { name: "Next" }).click();
      }
      // A wrong first answer (MANUAL, the default): Again, said on the feedback, no rating asked.
      await answerStudyPrompt(page, words, { correct: false });
      await expect(page.getByTestId("rated-again")).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByTestId("study-prompt")).toBeVisible();
      await expect(page.getByText("How difficult was this word?")).toHaveCount(0);
      await studyUntilOverview(page, words, 60);
      await expect(page.getByText("Progress saved")).toBeVisible();

      // Half an hour later the taught words' first building step (1 min) has come due; the known ones are
      // scheduled as known (first review in 2 days). Every word that finished Learn New is learned.
      await setServerClock(page, 30 * 60_000);
      await page.getByRole("link", { name: "Back to Deck" }).click();
      const header = page.getByText(/^\d+ learned · \d+ still building · \d+ due · \d+ ignored$/);
      await expect(header).toHaveText("10 learned · 8 still building · 8 due · 0 ignored");
      await expect(page.getByText("10 of 100 words")).toBeVisible();
      await expect(page.getByRole("button", { name: /^Set 1\b/ })).toContainText("10 of 50 learned · 8 still building");

      // Home: the card's figures, the spec's "learned / words", and Daily Goals: 10 of the day's 5.
      await page.getByRole("link", { name: "Back to Home" }).click();
      const card = page.getByRole("article", { name: DECK_NAME });
      await expect(card.getByText("10 / 100")).toBeVisible();
      // Read until they settle: the card may first show the figures kept from before the sessions.
      await expect
        .poll(async () => ({
          due: await cardFigure(card, "Due now"),
          building: await cardFigure(card, "Building"),
          learned: await cardFigure(card, "Learned"),
        }))
        .toEqual({ due: 8, building: 8, learned: 10 });
      await expect(page.getByRole("progressbar", { name: "Learned today" })).toHaveAttribute(
        "aria-valuetext",
        /^10 of 5, 100%$/,
      );
      await expect(page.getByText("10/5")).toBeVisible();
      await expectAccessibleInBothThemes(page, "Home with deck cards");

      // Stats: Learned Words, the top language and today's bar say 10 as well.
      await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Stats" }).click();
      await expect(page.getByRole("region", { name: "Learned Words" }).getByText("10", { exact: true })).toBeVisible();
      await expect(page.getByRole("region", { name: "Top Language" }).getByText("10 words learned")).toBeVisible();
      await expect(page.getByTestId("weekly-chart").locator('[data-kind="learned"]').last()).toHaveAttribute(
        "data-value",
        "10",
      );
      await expectAccessibleInBothThemes(page, "Stats after two Learn New sessions");

      // Back on Home, the one action reviews the eight due words.
      await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
      await card.getByRole("link", { name: "Need Review: 8 due" }).click();
      await expect(page).toHaveURL(new RegExp(`/study/need-review/${DECK}$`));
      await expect(page.getByTestId("study-prompt")).toBeVisible();
    }),
  );
});
