import { expect, test } from "@playwright/test";
import { tryItNow } from "./fixtures";

test.describe("app shell", () => {
  test("shows the offline banner while the browser is offline", async ({ page, context }) => {
    await tryItNow(page);
    await context.setOffline(true);
    await expect(page.getByText("You're offline - some features may be limited")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText("You're offline - some features may be limited")).toBeHidden();
  });

  test("tabs switch through the URL", async ({ page }) => {
    await tryItNow(page);
    await page.goto("/home?tab=decks");
    await expect(page).toHaveURL(/tab=decks/);
    await page.goto("/home?tab=home");
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  });
});
