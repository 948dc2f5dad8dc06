import { expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount, seriousAxeViolations, type TestAccount } from "./fixtures";

/** Signs in from the title view, as a learner does: LOGIN, e-mail, password. */
async function signInFromTitle(page: Page, account: TestAccount) {
  await page.goto("/");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/home(\?|$)/);
}

test.describe("settings: trusted devices", () => {
  test("lists the browsers signed in from, marks this one, and removes one and then the rest", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // two browsers sign in, then an accessibility check
    const account = await createVerifiedAccount(baseURL!);
    // Another browser (its own cookies) signs in first: the "other device".
    const other = await browser.newContext();
    await signInFromTitle(await other.newPage(), account);
    await signInFromTitle(page, account);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const security = page.getByRole("region", { name: "Security" });
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

  test("Remove all devices forgets every trusted browser at once", async ({ page, browser, baseURL }) => {
    const account = await createVerifiedAccount(baseURL!);
    const other = await browser.newContext();
    await signInFromTitle(await other.newPage(), account);
    await signInFromTitle(page, account);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const security = page.getByRole("region", { name: "Security" });
    await expect(security.getByRole("list", { name: "Trusted devices" }).getByRole("listitem")).toHaveCount(2);
    await security.getByRole("button", { name: "Remove all devices" }).click();
    await expect(page.getByText("All devices removed.")).toBeVisible();
    await expect(security.getByText(/^No trusted devices yet/)).toBeVisible();
    await other.close();
  });
});
