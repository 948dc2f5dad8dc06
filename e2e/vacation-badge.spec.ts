import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes, registerAndSignIn } from "./fixtures";

test.describe("vacation mode is visible while on", () => {
  test("the header says 'On vacation' on every screen until it is turned off (and dates read one way)", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const badge = page.getByRole("banner").getByRole("link", { name: /^On vacation/ });
    await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
    await expect(badge).toHaveCount(0);

    // One date format on every screen ("Nov 26, 2026" in American English): Home's updates, Settings' profile.
    const oneFormat = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
    const updateDates = page.getByRole("region", { name: "Latest Updates" }).locator("time");
    await expect(updateDates.first()).toHaveText(oneFormat);
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("region", { name: "Profile" }).getByRole("definition").nth(2)).toHaveText(oneFormat);
    await page.getByRole("switch", { name: "Vacation mode" }).click();
    await expect(page.getByText("Vacation mode is on: your streak is paused")).toBeVisible();
    await expect(badge).toBeVisible();

    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
    await expect(badge).toBeVisible();
    await expectAccessibleInBothThemes(page, "home on vacation");

    // The badge leads to the switch.
    await badge.click();
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await page.getByRole("switch", { name: "Vacation mode" }).click();
    await expect(page.getByText("Welcome back! Vacation mode is off")).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
