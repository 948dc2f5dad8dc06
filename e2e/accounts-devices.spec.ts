import { type Browser, expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount, seriousAxeViolations } from "./fixtures";
import { signInFromTitle } from "./front-door";

/**
 * One account signed in from another browser (its own cookies: the "other device") and then from this
 * page, which opens Settings; returns the other browser and the Security section.
 */
async function signedInOnTwoBrowsers(page: Page, browser: Browser) {
  const account = await createVerifiedAccount(test.info().project.use.baseURL!);
  const other = await browser.newContext();
  await signInFromTitle(await other.newPage(), account);
  await signInFromTitle(page, account);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  return { other, security: page.getByRole("region", { name: "Security" }) };
}

test.describe("settings: trusted devices", () => {
  test("lists the browsers signed in from, marks this one, and removes one and then the rest", async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers sign in, then an accessibility check
    const { other, security } = await signedInOnTwoBrowsers(page, browser);
    const list = security.getByRole("list", { name: "Trusted devices" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").filter({ hasText: "(this device)" })).toHaveCount(1);
    await expect(list.getByText(/^First used .+ · Last used .+$/).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Remove the other browser: this one stays.
    await list.getByRole("button", { name: /^Remove (?!.*this device)/ }).click();
    await expect(page.getByText("Device removed.")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText("(this device)");

    // Then this one: the list is empty, and says what will fill it.
    await list.getByRole("button", { name: /\(this device\)$/ }).click();
    await expect(security.getByText(/^No trusted devices yet/)).toBeVisible();
    await other.close();
  });

  test("Remove all devices forgets every trusted browser at once", async ({ page, browser }) => {
    const { other, security } = await signedInOnTwoBrowsers(page, browser);
    await expect(security.getByRole("list", { name: "Trusted devices" }).getByRole("listitem")).toHaveCount(2);
    await security.getByRole("button", { name: "Remove all devices" }).click();
    await expect(page.getByText("All devices removed.")).toBeVisible();
    await expect(security.getByText(/^No trusted devices yet/)).toBeVisible();
    await other.close();
  });
});
