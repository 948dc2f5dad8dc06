import { expect, test } from "@playwright/test";
import { addDeckFromExplore, tryItNow } from "./fixtures";

const overflow = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("decks at phone width", () => {
  test("the deck page, its open set and the word sheet fit without horizontal scrolling", async ({ page }) => {
    await tryItNow(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const id = await addDeckFromExplore(page, "Chinese", /HSK 1 · Part 1/);
    expect(id).toBe("chinese-hsk1-1");
    await expect(page.getByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await expect(page.getByRole("button", { name: /^的/ })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Dialogs are full-height sheets on phones.
    await page.getByRole("button", { name: /^的/ }).click();
    const sheet = page.getByRole("dialog", { name: "的" });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box?.width).toBeCloseTo(viewport.width, 0);
    expect(box?.height).toBeCloseTo(viewport.height, 0);
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page.getByRole("link", { name: /HSK 1 · Part 1/ })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
