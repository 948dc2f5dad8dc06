import { expect, test } from "@playwright/test";
import { tryItNow } from "./fixtures";

test.describe("phone width", () => {
  test("the landing page and the shell fit without horizontal scrolling", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    const landingOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(landingOverflow).toBeLessThanOrEqual(0);

    await tryItNow(page);
    const nav = page.getByRole("navigation", { name: /main/i });
    await expect(nav).toBeVisible();
    await expect(
      nav
        .getByRole("link", { name: "Home" })
        .or(nav.getByRole("button", { name: "Home" }))
        .first(),
    ).toBeInViewport();
    const shellOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(shellOverflow).toBeLessThanOrEqual(0);
  });
});
