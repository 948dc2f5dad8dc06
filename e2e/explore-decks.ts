import { expect, type Page } from "@playwright/test";
import { expectAccessibleInBothThemes } from "./fixtures";

/**
 * From Explore Decks: opens Chinese (checked accessible in both themes as `languageScreen`), then its
 * deck "HSK 1 · Part 1"; returns the deck's dialog (or sheet, on a phone).
 */
export async function openChineseHsk1(page: Page, languageScreen: string) {
  await page
    .getByRole("button", { name: /Chinese/ })
    .first()
    .click();
  const language = page.getByRole("dialog", { name: "Chinese" });
  await expect(language.getByRole("button", { name: /HSK 1 · Part 1/ })).toBeVisible();
  await expectAccessibleInBothThemes(page, languageScreen);
  await language.getByRole("button", { name: /HSK 1 · Part 1/ }).click();
  return page.getByRole("dialog", { name: "HSK 1 · Part 1" });
}
