import { expect, test } from "@playwright/test";
import { addDeckFromExplore, showTheme, tryItNow } from "./fixtures";

test.describe("a deck's scheduling at phone width", () => {
  test("Help me decide's sheet, its charts and table fit the screen in light and dark", async ({ page }) => {
    await tryItNow(page);
    await addDeckFromExplore(page, "Chinese", /HSK 1 · Part 1/);
    await page.getByRole("button", { name: "Help me decide" }).click();
    const sheet = page.getByRole("dialog", { name: "Scheduling" });
    await expect(sheet.getByText(/^Simulated \d+ choices\.$/)).toBeVisible({ timeout: 30_000 });
    await sheet.getByText("Show as table").first().click();
    for (const theme of ["light", "dark"] as const) {
      await showTheme(page, theme);
      const chart = sheet.getByTestId("plot-chart").first().locator("svg");
      await expect(chart).toBeVisible();
      const sheetBox = await sheet.boundingBox();
      const chartBox = await chart.boundingBox();
      expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(sheetBox!.x + sheetBox!.width);
      expect(await sheet.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`help-me-decide-${theme}.png`) });
    }
  });
});
