import { expect, test } from "@playwright/test";
import {
  expectAccessibleInBothThemes,
  guestWithLearnedWords,
  resetServerClockAfterEach,
  setServerClock,
} from "./fixtures";

const DECK = "spanish-core-1";
const DAY_MS = 86_400_000;

test.describe("the catch-up plan advises, the learner decides", () => {
  resetServerClockAfterEach();

  test("after days away: the plan on Home, Learn New still open with a warning, 'Not today' puts it aside", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // 70 words marked known (due two days on), then a week away: 70 reviews, more than 3 days of the goal of 20.
    await guestWithLearnedWords(page, DECK, 70, { alreadyKnow: true });
    await setServerClock(page, 7 * DAY_MS);
    await page.reload();

    const plan = page.getByRole("region", { name: "70 reviews are waiting: here is a plan" });
    await expect(plan).toBeVisible();
    // The plan ends on a date written like the app's others ("Nov 26, 2026"), never "11/26".
    await expect(plan).toContainText(/caught up by [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    await expectAccessibleInBothThemes(page, "home with a catch-up plan");

    // The deck page: Learn New stays open, with one line of warning under it.
    await page
      .getByRole("link", { name: /Core words/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Learn New" })).toBeVisible();
    await expect(page.getByTestId("catch-up-warning")).toHaveText(
      /^70 reviews are waiting \(catch-up plan until [A-Z][a-z]{2} \d{1,2}, \d{4}\): new words will add to them\.$/,
    );

    // Back on Home, "Not today": the plan and the warning are gone (the server remembers it).
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
    await plan.getByRole("button", { name: "Not today" }).click();
    await expect(plan).toBeHidden();
    await page
      .getByRole("link", { name: /Core words/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Learn New" })).toBeVisible();
    await expect(page.getByTestId("catch-up-warning")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("link", { name: "Learn New" })).toBeVisible();
    await expect(page.getByTestId("catch-up-warning")).toHaveCount(0);
  });
});
