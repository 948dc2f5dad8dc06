import { expect, test } from "@playwright/test";
import {
  actAsDistinctClient,
  createVerifiedAccount,
  latestMailLink,
  mailCount,
  signInThroughUi,
  tryItNow,
  uniqueIdentity,
} from "./fixtures";

test.describe("guest → registered", () => {
  test("Register Now turns the guest into an account in place: same user, same session, same theme", async ({
    page,
    baseURL,
  }) => {
    await actAsDistinctClient(page);
    const taken = await createVerifiedAccount(baseURL!);
    await tryItNow(page);
    // A guest's Latest Updates tells about trying without an account.
    await expect(
      page.getByRole("region", { name: "Latest Updates" }).getByText("Try it without an account"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const guest = await (await page.request.get("/api/auth/get-session")).json();
    expect(guest.user.isAnonymous).toBe(true);

    await page.getByRole("button", { name: "Register Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Account" });
    await expect(dialog).toBeVisible();
    const { username, email } = uniqueIdentity("g");
    const password = "Quiet-River-58";
    await dialog.getByLabel("Username", { exact: true }).fill(username);
    await expect(dialog.getByText("Username is available")).toBeVisible();
    // An address that already has an account is refused with the spec's text, beside the field.
    await dialog.getByLabel("Email", { exact: true }).fill(taken.email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByLabel("Confirm Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByText("An account with this email already exists. Please sign in instead.")).toBeVisible();
    await expect(dialog.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(dialog.getByLabel("Username", { exact: true })).toHaveValue(username);

    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account created! Please verify your email.")).toBeVisible();

    // Latest Updates is the registered learner's now: no "Try it without an account".
    const updates = page.getByRole("region", { name: "Latest Updates" });
    await expect(updates.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(updates.getByText("Try it without an account")).toHaveCount(0);
    // No longer a guest: the banner goes, Logout appears, the theme stays.
    await expect(page.getByRole("button", { name: "Register Now" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/dark/);

    // Now registered, visible in Settings (closed to guests); the same user id is checked on the session
    // below (Profile no longer shows the raw id).
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/dark/);
    // Not verified yet, and Settings says so, with a way to get the link again.
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile.getByText("Not verified: check your inbox for the link.")).toBeVisible();
    await latestMailLink(email, { subjectContains: "Verify" });
    const mailed = mailCount(email, "Verify");
    await profile.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByText("Verification email sent! Check your inbox.")).toBeVisible();
    await expect.poll(() => mailCount(email, "Verify")).toBe(mailed + 1);
    const registered = await (await page.request.get("/api/auth/get-session")).json();
    expect(registered.user.id).toBe(guest.user.id);
    expect(registered.user.isAnonymous).toBeFalsy();

    // The account is real: logout, then sign in with it works once the e-mail is verified.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(await latestMailLink(email, { subjectContains: "Verify" }));
    // The link confirms itself, and its parameters leave the address (a reload does not say it again).
    await expect(page.getByText("Email verified! Your account is ready.")).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page.getByRole("region", { name: "Profile" }).getByText("Verified", { exact: true })).toBeVisible();
    const again = await (await page.request.get("/api/auth/get-session")).json();
    expect(again.user.id).toBe(guest.user.id);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughUi(page, email, password);
  });
});
