import { expect, test } from "@playwright/test";
import { registerAndSignIn, tryItNow } from "./fixtures";

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

  test("Logout is not a bottom-bar tab beside Settings: it is in Settings, which says what it forgets", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Logout" })).toBeHidden();
    await nav.getByRole("link", { name: "Settings" }).click();
    const section = page.getByRole("region", { name: "Logout" });
    await expect(
      section.getByText("Logging out signs you out on this device and forgets the decks kept here for offline study."),
    ).toBeVisible();
    await section.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
  });
});
