import { expect, test } from "@playwright/test";
import { createVerifiedAccount, registerAndSignIn, seriousAxeViolations, signInThroughUi } from "./fixtures";

test.describe("settings: profile, security, delete account", () => {
  test("Profile shows the name, e-mail and member-since date", async ({ page }) => {
    const account = await registerAndSignIn(page);
    await page.goto("/settings");
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile.getByText(account.username, { exact: true })).toBeVisible();
    await expect(profile.getByText(account.email)).toBeVisible();
    await expect(profile.getByText("Member since")).toBeVisible();
    await expect(profile.getByText(String(new Date().getFullYear()))).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("change password, then sign in with the new one (and not the old)", async ({ page }) => {
    const account = await registerAndSignIn(page);
    await page.goto("/settings");
    const security = page.getByRole("region", { name: "Security" });
    const current = security.getByLabel("Current Password", { exact: true });
    const next = security.getByLabel("New Password", { exact: true });
    const confirm = security.getByLabel("Confirm New Password", { exact: true });
    const update = security.getByRole("button", { name: "Update Password" });

    await update.click();
    await expect(security.getByText("Current password is required")).toBeVisible();
    await expect(security.getByText("New password must be at least 6 characters")).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill(account.password);
    await next.fill("Silver-Birch-64");
    await confirm.fill("Silver-Birch-65");
    await update.click();
    await expect(security.getByText("New passwords do not match")).toBeVisible();

    await next.fill(account.password);
    await confirm.fill(account.password);
    await update.click();
    await expect(security.getByText("New password must be different from current password")).toBeVisible();

    await current.fill("not-my-password");
    await next.fill("Silver-Birch-64");
    await confirm.fill("Silver-Birch-64");
    await update.click();
    await expect(security.getByText("Current password is incorrect")).toBeVisible();
    await expect(current).toBeFocused();
    await expect(next).toHaveValue("Silver-Birch-64");

    await security.getByRole("button", { name: "Show current password" }).click();
    await expect(current).toHaveAttribute("type", "text");
    await current.fill(account.password);
    await update.click();
    await expect(security.getByRole("status").filter({ hasText: "Password updated successfully!" })).toBeVisible();
    await expect(current).toHaveValue("");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/?view=login");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Invalid email or password. 4 attempts remaining.")).toBeVisible();
    await signInThroughUi(page, account.email, "Silver-Birch-64");
  });

  test("Sign out everywhere ends this session and the ones on other devices", async ({ page, browser, baseURL }) => {
    const account = await createVerifiedAccount(baseURL!);
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await signInThroughUi(other, account.email, account.password);
    await signInThroughUi(page, account.email, account.password);

    await page.goto("/settings");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();

    await other.goto("/home");
    await expect(other).toHaveURL(/\/$/);
    await otherDevice.close();
  });

  test("delete account: confirmation, back on /, and the old credentials fail", async ({ page }) => {
    const account = await registerAndSignIn(page);
    await page.goto("/settings");

    await page.getByRole("button", { name: "Delete Account" }).click();
    let dialog = page.getByRole("dialog", { name: "Delete Account" });
    await expect(dialog).toContainText("Are you sure you want to delete your account? This action cannot be undone.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Delete Account" })).toBeFocused();

    await page.getByRole("button", { name: "Delete Account" }).click();
    dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Account deleted successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();

    await page.goto("/?view=login");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText(/^Invalid email or password\. \d attempts remaining\.$/)).toBeVisible();
    await expect(page).toHaveURL(/view=login/);
  });
});
