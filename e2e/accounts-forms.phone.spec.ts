import { expect, test } from "@playwright/test";
import { registerAndSignIn } from "./fixtures";

async function horizontalOverflow(page: import("@playwright/test").Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe("accounts at phone width", () => {
  test("login, forgot password, signup and reset fit the screen and keep 44 px targets", async ({ page }) => {
    await page.goto("/?view=login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const showPassword = await page.getByRole("button", { name: "Show password" }).boundingBox();
    expect(showPassword?.height ?? 0).toBeGreaterThanOrEqual(44);

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeInViewport();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto("/?view=signup");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto("/reset-password?token=abc");
    await expect(page.getByRole("button", { name: "Update Password" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("settings with its security forms fit the screen", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await expect(dialog.getByRole("button", { name: "Delete Account" })).toBeInViewport();
  });
});
