import { expect, test } from "@playwright/test";
import { addDeckFromExplore, tryItNow } from "./fixtures";
import { journey } from "./journey";
import { keptWithLearnedWords, studyOfflineFromTheFrontDoor } from "./offline-journey";

test.describe("offline from the front door", () => {
  test(
    "a learner who studied online reopens the app with no network, reaches Review by clicking, and the session is saved once back online",
    journey({ timeout: 150_000, start: tryItNow }, async ({ page, context }) => {
      await studyOfflineFromTheFrontDoor(page, context);
    }),
  );

  test(
    "opening / with no network lands on Home with the kept decks; Learn New starts from the deck page",
    journey({ timeout: 90_000, start: tryItNow }, async ({ page, context }) => {
      const deckId = await addDeckFromExplore(page, "French", "Core words 101–200");
      await page.getByRole("link", { name: "Back to Home" }).click();
      await keptWithLearnedWords(page, deckId, 0);
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
        .toBe(true);

      await context.setOffline(true);
      // The front door, as an installed app or a bookmark opens it.
      await page.goto("/");
      await expect(page).toHaveURL(/\/home(\?|$)/);
      const card = page.getByRole("article", { name: /Core words 101–200/ });
      await expect(card.getByTestId("kept-copy-counts")).toHaveText(
        "On this device: 0 due now · 0 building · 0 learned",
      );
      await card.getByRole("link", { name: /Core words 101–200/ }).click();
      await expect(page.getByRole("button", { name: "Review", exact: true })).toBeDisabled();
      await page.getByRole("link", { name: "Learn New" }).click();
      await expect(page.getByText(/^Studying offline/)).toBeVisible();
      await expect(page.getByText("New word 1 of 5")).toBeVisible();
      await context.setOffline(false);
    }),
  );
});
