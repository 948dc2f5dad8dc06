import { expect, test } from "@playwright/test";
import { tryItNow } from "./fixtures";

const protectedRoutes = [
  "/home",
  "/home?tab=decks",
  "/decks/chinese-hsk1-1",
  "/study/learn-new/chinese-hsk1-1",
  "/study/review/chinese-hsk1-1",
  "/study/need-review/chinese-hsk1-1",
  "/study/hard-words/chinese-hsk1-1",
  "/study/time-rush/chinese-hsk1-1",
  "/study/audio-review/chinese-hsk1-1",
  "/settings",
  "/fsrs-settings",
];

test.describe("route guards", () => {
  for (const route of protectedRoutes) {
    test(`a signed-out visitor on ${route} is sent to /`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    });
  }

  test("an unknown path goes to /", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a guest on the settings pages is sent to /home, and a signed-in user on / to /home", async ({ page }) => {
    await tryItNow(page);
    for (const route of ["/settings", "/fsrs-settings"]) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/home(\?|$)/);
    }
    await page.goto("/");
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await page.goto("/no/such/page");
    await expect(page).toHaveURL(/\/home(\?|$)/);
  });

  test("an invalid tab falls back to the home tab", async ({ page }) => {
    await tryItNow(page);
    await page.goto("/home?tab=nonsense");
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  });

  test("a guest's URL tab of stats, create or forum resets to home with a toast", async ({ page }) => {
    await tryItNow(page);
    for (const tab of ["stats", "create", "forum"]) {
      await page.goto(`/home?tab=${tab}`);
      await expect(page.getByText("Create an account to access this section").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
    }
  });
});
