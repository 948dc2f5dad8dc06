import { expect, test } from "@playwright/test";
import { openDecksTab, seriousAxeViolations, tryItNow } from "./fixtures";

test.describe("decks: explore, add, study page, remove", () => {
  test("a guest adds a Chinese deck, sees its locked sessions, finds it at home and removes it", async ({ page }) => {
    await tryItNow(page);
    await openDecksTab(page);

    await page.getByRole("button", { name: /Chinese/ }).click();
    const language = page.getByRole("dialog", { name: "Chinese" });
    // Chinese has many decks: they are listed by HSK level, not paged.
    await expect(language.getByRole("navigation", { name: "Levels" })).toBeVisible();
    await language.getByRole("button", { name: /HSK 1 · Part 1/ }).click();

    const deck = page.getByRole("dialog", { name: "HSK 1 · Part 1" });
    await expect(deck.getByRole("columnheader", { name: "Original Word" })).toBeVisible();
    const wordCountText = await deck.getByText(/^\d+ words$/).textContent();
    const wordCount = Number(wordCountText?.replace(/\D/g, ""));
    expect(wordCount).toBeGreaterThan(0);

    await deck.getByRole("button", { name: "Start Learning" }).click();
    await expect(page.getByText("HSK 1 · Part 1 added to your decks! Taking you there now...")).toBeVisible();
    await expect(page).toHaveURL(/\/decks\/chinese-hsk1-1$/);

    // The deck page: header, 0% complete, Learn New open, the rest locked with their reasons in view.
    await expect(page.getByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeVisible();
    await expect(page.getByText("0% complete")).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn New" })).toHaveAttribute(
      "href",
      "/study/learn-new/chinese-hsk1-1",
    );
    for (const name of ["Review", "Need Review", "Hard Words", "Audio Review", "Time Rush"]) {
      await expect(page.getByRole("button", { name, exact: true })).toBeDisabled();
    }
    await expect(page.getByText("Learn 5 more words to unlock (needs 5 learned).").first()).toBeVisible();
    await expect(page.getByText("Learn 10 more words to unlock (needs 10 learned).")).toBeVisible();
    await expect(page.getByText("No words are due for review right now.")).toBeVisible();

    // A set opens to its word cards, and a card to the word's details.
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await page.getByRole("button", { name: /^的/ }).click();
    const word = page.getByRole("dialog", { name: "的" });
    await expect(word.getByText("Notes not available for unlearned words")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(word).toBeHidden();

    await page.getByRole("link", { name: "Back to Home" }).click();
    const card = page.getByRole("article", { name: /HSK 1 · Part 1/ });
    await expect(card.getByText(`0 / ${wordCount}`)).toBeVisible();

    await page.getByRole("button", { name: "Remove HSK 1 · Part 1" }).click();
    const confirm = page.getByRole("dialog");
    await expect(
      confirm.getByText("Deleting this deck will remove all progress towards it. Are you sure you want to do this?"),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Remove Deck" }).click();
    await expect(page.getByText("Deck removed successfully!")).toBeVisible();
    await expect(page.getByText("No decks yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Decks" })).toBeVisible();
  });

  test("the language search filters the cards", async ({ page }) => {
    await tryItNow(page);
    await openDecksTab(page);
    // The language cards (the search also lists decks and words above them).
    const cards = page.getByRole("region", { name: "Languages" });
    await expect(cards.getByRole("button", { name: /Chinese/ })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search languages, decks and words" }).fill("japan");
    await expect(cards.getByRole("button", { name: /Japanese/ })).toBeVisible();
    await expect(cards.getByRole("button", { name: /Chinese/ })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search languages, decks and words" }).fill("no such language");
    await expect(page.getByText("No languages found")).toBeVisible();
    // Flag codes are searched too.
    await page.getByRole("searchbox", { name: "Search languages, decks and words" }).fill("cn");
    await expect(cards.getByRole("button", { name: /Chinese/ })).toBeVisible();
  });

  test("axe finds no serious violations on the Decks tab, the deck dialog and the deck page", async ({ page }) => {
    // Four axe runs, one over a dialog with a 50-row table: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await tryItNow(page);
    await openDecksTab(page);
    await expect(page.getByRole("img", { name: "Chinese" }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: /Chinese/ }).click();
    await page
      .getByRole("dialog", { name: "Chinese" })
      .getByRole("button", { name: /HSK 1 · Part 1/ })
      .click();
    const deck = page.getByRole("dialog", { name: "HSK 1 · Part 1" });
    await expect(deck.getByRole("table")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await deck.getByRole("button", { name: "Start Learning" }).click();
    await expect(page).toHaveURL(/\/decks\/chinese-hsk1-1$/);
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await expect(page.getByRole("button", { name: /^的/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Dark theme too: colours are designed in pairs.
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
