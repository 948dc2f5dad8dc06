import { expect, test } from "@playwright/test";
import { seriousAxeViolations, tryItNow } from "./fixtures";

test.describe("Explore: search decks and words in every language", () => {
  test("a meaning finds the word in several languages; a term finds its deck, which can be added", async ({ page }) => {
    await tryItNow(page);
    await page.goto("/home?tab=decks");
    const search = page.getByRole("searchbox", { name: "Search languages, decks and words" });

    await search.fill("dog");
    const found = page.getByRole("region", { name: "Words" });
    await expect(found.getByRole("button", { name: /^der Hund\s*dog/ })).toBeVisible();
    await expect(found.getByRole("button", { name: /^犬.*dog/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await search.fill("Hund");
    await found.getByRole("button", { name: /^der Hund\s*dog/ }).click();
    const deck = page.getByRole("dialog");
    await expect(deck.getByRole("button", { name: "Start Learning" })).toBeVisible();
    await deck.getByRole("button", { name: "Start Learning" }).click();
    await expect(page).toHaveURL(/\/decks\/german-core-\d+$/);
  });

  test("a deck's name finds the deck", async ({ page }) => {
    await tryItNow(page);
    await page.goto("/home?tab=decks");
    await page.getByRole("searchbox", { name: "Search languages, decks and words" }).fill("HSK 1");
    await expect(page.getByRole("region", { name: "Decks" }).getByRole("button").first()).toBeVisible();
  });
});
