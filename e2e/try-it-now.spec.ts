import { expect, test } from "@playwright/test";
import { tryItNow } from "./fixtures";

test.describe("TRY IT NOW", () => {
  test("signs in as a guest and lands on /home, where the session survives a reload", async ({ page }) => {
    await tryItNow(page);
    const nav = page.getByRole("navigation", { name: /main/i });
    for (const name of ["Home", "Decks", "Stats", "Create", "Forum", "Settings"]) {
      await expect(nav.getByRole("link", { name }).or(nav.getByRole("button", { name })).first()).toBeVisible();
    }
    // Guests have no logout.
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  });

  test("a guest is told to register when opening Stats, Create, Forum or Settings", async ({ page }) => {
    await tryItNow(page);
    const nav = page.getByRole("navigation", { name: /main/i });
    const cases: [string, string][] = [
      ["Stats", "Create an account to access Stats"],
      ["Create", "Create an account to use Create"],
      ["Forum", "Create an account to access Forum"],
      ["Settings", "Create an account to access Settings"],
    ];
    for (const [item, text] of cases) {
      await nav
        .getByRole("link", { name: item })
        .or(nav.getByRole("button", { name: item }))
        .first()
        .click();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).not.toHaveURL(new RegExp(`tab=${item.toLowerCase()}|/settings`));
    }
  });

  test("the Decks tab opens for guests", async ({ page }) => {
    await tryItNow(page);
    const nav = page.getByRole("navigation", { name: /main/i });
    await nav
      .getByRole("link", { name: "Decks" })
      .or(nav.getByRole("button", { name: "Decks" }))
      .first()
      .click();
    await expect(page).toHaveURL(/tab=decks/);
  });

  test("works when the app is opened at 127.0.0.1 instead of localhost", async ({ page, baseURL }) => {
    const loopback = (baseURL ?? "").replace("localhost", "127.0.0.1");
    await page.goto(`${loopback}/`);
    await page.getByRole("button", { name: "TRY IT NOW" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/home(\?|$)/);
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  });
});
