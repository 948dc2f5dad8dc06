import { expect, type Page, test } from "@playwright/test";
import {
  addDeckFromExplore,
  expectAccessibleInBothThemes,
  resetServerClockAfterEach,
  setServerClock,
  tryItNow,
} from "./fixtures";
import { FRENCH_CORE } from "./front-door";
import { journey } from "./journey";

/* Home's deck card at phone width: the counts and the one action fit, read the deck page's numbers, and pass axe. */

const { id: DECK, name: DECK_NAME } = FRENCH_CORE;

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("Home deck cards at phone width", () => {
  resetServerClockAfterEach();

  test(
    "after five words marked known, the card and the deck page agree and the card reviews them",
    journey({ timeout: 120_000, start: tryItNow }, async ({ page }) => {
      await addDeckFromExplore(page, "French", DECK_NAME);
      await page.getByRole("link", { name: "Learn New" }).click();
      for (let left = 5; left >= 1; left--) {
        await expect(page.getByText(`New word 1 of ${left}`)).toBeVisible();
        await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
      }
      await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
      await expect(page.getByText("Progress saved")).toBeVisible();

      // Known words are scheduled as known: their first review comes 2 days later.
      await setServerClock(page, 60 * 60 * 60_000);
      await page.getByRole("link", { name: "Back to Deck" }).click();
      await expect(page.getByText(/^\d+ learned · \d+ due · \d+ ignored$/)).toHaveText("5 learned · 5 due · 0 ignored");

      await page.getByRole("link", { name: "Back to Home" }).click();
      const card = page.getByRole("article", { name: DECK_NAME });
      await expect(card.getByText("5 / 100")).toBeVisible();
      await expect(card.locator("dl")).toHaveText(/Due now\s*5\s*Building\s*0\s*Learned\s*5/);
      const action = card.getByRole("link", { name: "Need Review: 5 due" });
      await expect(action).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessibleInBothThemes(page, "Home deck cards (phone)");

      await action.click();
      await expect(page).toHaveURL(new RegExp(`/study/need-review/${DECK}$`));
      await expect(page.getByTestId("study-prompt")).toBeVisible();
    }),
  );
});
