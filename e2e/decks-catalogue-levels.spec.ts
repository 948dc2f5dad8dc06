import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes, openDecksTab, tryItNow } from "./fixtures";

test.describe("Explore: every deck of a language is reachable", () => {
  test("searching a language's name lists all its decks; Chinese lists its 58 decks by HSK level", async ({ page }) => {
    // Axe in two themes over a 58-deck list takes a while on a busy machine.
    test.setTimeout(90_000);
    await tryItNow(page);
    await openDecksTab(page);
    const search = page.getByRole("searchbox", { name: "Search languages, decks and words" });
    await search.fill("spanish");
    const found = page.getByRole("region", { name: "Decks" });
    await expect(found.getByRole("button")).toHaveCount(5);
    await expect(found.getByRole("button", { name: /Core words 401–500/ })).toBeVisible();
    await search.fill("");

    await page
      .getByRole("button", { name: /Chinese/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Chinese" });
    const levels = dialog.getByRole("navigation", { name: "Levels" });
    await expect(levels.getByRole("button")).toHaveText(["HSK 1", "HSK 2", "HSK 3", "HSK 4", "HSK 5", "HSK 6"]);
    await expect(dialog.getByText(/^Page \d+ of/)).toHaveCount(0);
    // A level button brings its decks into view; every deck of the level is there, none on a later page.
    await levels.getByRole("button", { name: "HSK 5" }).click();
    const hsk5 = dialog.getByRole("region", { name: /^HSK 5 · \d+ decks$/ });
    await expect(hsk5.getByRole("heading")).toBeInViewport();
    await expect(hsk5.getByRole("button", { name: /^HSK 5 · Part/ })).toHaveCount(11);
    await expectAccessibleInBothThemes(page, "a language's decks grouped by level");

    await hsk5.getByRole("button", { name: /^HSK 5 · Part 11\b/ }).click();
    await expect(page.getByRole("dialog", { name: "HSK 5 · Part 11" })).toBeVisible();
  });
});
