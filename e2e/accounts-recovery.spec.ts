import { expect, test } from "@playwright/test";
import { createVerifiedAccount, latestMailLink, signInThroughUi } from "./fixtures";

const RESET_SENT = "Password reset link sent to your email! Check your inbox and spam folder.";
const RESET_DONE = "Password updated successfully! Signing you out and redirecting...";
const INVALID_LINK = "Invalid or expired reset link. Please try requesting a new password reset.";

test.describe("password recovery", () => {
  test("forgot password → mailed link → new password → sign-in with it", async ({ page, baseURL }) => {
    const account = await createVerifiedAccount(baseURL!);
    await page.goto("/?view=login");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot Password", level: 1 })).toBeVisible();
    // The address typed for login carries over.
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: RESET_SENT })).toBeVisible();

    const link = await latestMailLink(account.email, { subjectContains: "Reset" });
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole("heading", { name: "Reset Password", level: 1 })).toBeVisible();

    // The same rules as sign-up, with the reset screen's texts.
    await page.getByLabel("New Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm Password", { exact: true }).fill("other");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 6 characters", { exact: true })).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("New Password", { exact: true })).toBeFocused();

    const newPassword = "Fresh-Meadow-71";
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("status").filter({ hasText: RESET_DONE })).toBeVisible();
    // After 2 s: signed out, storage cleared, back on /.
    await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    // The link is single-use.
    await page.goto(link);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();

    await signInThroughUi(page, account.email, newPassword);
  });

  test("a bad link shows the spec's text", async ({ page }) => {
    await page.goto("/reset-password?error=INVALID_TOKEN");
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await page.goto("/api/auth/reset-password/not-a-real-token?callbackURL=%2Freset-password");
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
  });

  test("a forged token is refused when the new password is sent", async ({ page }) => {
    await page.goto("/reset-password?token=forged-token");
    await page.getByLabel("New Password", { exact: true }).fill("Fresh-Meadow-71");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Fresh-Meadow-71");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText(INVALID_LINK).first()).toBeVisible();
  });
});
