import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "./fixtures";

test.describe("landing page", () => {
  test("shows the title view with TRY IT NOW and LOGIN", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    await expect(page.getByRole("button", { name: "LOGIN" })).toBeVisible();
    await expect(page.getByRole("button", { name: "About" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Contact" })).toBeVisible();
  });

  test("LOGIN switches to the login view", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await expect(page).toHaveURL(/view=login/);
    await expect(page.getByLabel(/email/i)).toBeVisible();
  });

  test("has no serious accessibility violations, in light and dark", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the About dialog opens and closes with Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "About" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
