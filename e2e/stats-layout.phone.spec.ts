import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes, saveLearnSessionInPage } from "./fixtures";
import { journey } from "./journey";

test.describe("stats tab on a phone", () => {
  test(
    "the page fits the width; the year of activity scrolls sideways, opening on the latest weeks; axe passes",
    journey({ timeout: 90_000 }, async ({ page }) => {
      await saveLearnSessionInPage(page, { subDeckId: "spanish-core-1", learn: 2, durationSeconds: 60 });
      await page.goto("/home?tab=stats");
      const heatmap = page.getByRole("region", { name: "Activity in the last year" });
      await expect(heatmap).toBeVisible();
      const box = await heatmap.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        scrollLeft: el.scrollLeft,
      }));
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      expect(box.scrollLeft + box.clientWidth).toBeGreaterThanOrEqual(box.scrollWidth - 1);
      // Days keep their 12 px squares rather than being squeezed to fit.
      const day = heatmap.locator("td[data-level] > div").last();
      expect(await day.evaluate((el) => el.getBoundingClientRect().width)).toBe(12);
      // Against the device width: a mobile browser would widen its layout viewport to fit overflow.
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(page.getByTestId("weekly-chart")).toBeVisible();
      // Memory, with its true-retention table wider than the phone: a region keyboard users can scroll.
      const memory = page.getByRole("region", { name: "Memory" });
      await memory.scrollIntoViewIfNeeded();
      await expect(memory.getByRole("region", { name: "True retention table" })).toBeVisible({ timeout: 20_000 });
      await expectAccessibleInBothThemes(page, "Stats on a phone");
    }),
  );
});
