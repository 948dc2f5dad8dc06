import { expect, test } from "@playwright/test";
import {
  actAsDistinctClient,
  createVerifiedAccount,
  latestMailLink,
  mailCount,
  seriousAxeViolations,
  uniqueIdentity,
} from "./fixtures";

const PASSWORD = "Lantern-Sky-93";
const SIGNUP_SUCCESS =
  "Account created successfully! Please check your email to verify your account before signing in.";
const NOT_VERIFIED = "Please verify your email address before signing in. Check your inbox for a verification link.";

test.describe("sign-up", () => {
  test("sign up, follow the mailed link, and land on /home signed in", async ({ page }) => {
    await actAsDistinctClient(page);
    const { username, email } = uniqueIdentity("s");
    await page.goto("/?view=signup");
    await expect(page.getByRole("heading", { name: "Create Account", level: 1 })).toBeVisible();

    await page.getByLabel("Username", { exact: true }).fill(username);
    await expect(page.getByText("Username is available")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
    // Enter submits.
    await page.getByLabel("Confirm Password", { exact: true }).press("Enter");

    // The success text shows once, on the login view, which has the address filled in (no toast repeating it).
    await expect(page).toHaveURL(/view=login/);
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: SIGNUP_SUCCESS })).toBeVisible();
    await expect(page.getByText(SIGNUP_SUCCESS)).toHaveCount(1);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

    // Not verified yet: signing in is refused with the spec's text.
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: NOT_VERIFIED })).toBeVisible();
    await expect(page).toHaveURL(/view=login/);

    // A lost verification e-mail can be sent again; the newest link works. (Two links made within
    // the same second are identical tokens, so the mails are counted rather than their links compared.)
    await latestMailLink(email, { subjectContains: "Verify" });
    const sent = mailCount(email, "Verify");
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByText("Verification email sent! Check your inbox.")).toBeVisible();
    await expect.poll(() => mailCount(email, "Verify")).toBe(sent + 1);
    const link = await latestMailLink(email, { subjectContains: "Verify" });
    await page.goto(link);
    await expect(page).toHaveURL(/\/home(\?|$)/);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Register Now" })).toHaveCount(0);

    // The session survives a reload, and Settings shows the new account.
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();
  });

  test("checks the form with the spec's texts before sending, and focuses the first invalid field", async ({
    page,
  }) => {
    let signupRequests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up/email")) signupRequests += 1;
    });
    await page.goto("/?view=signup");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(page.getByLabel("Username", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Username", { exact: true })).toHaveAttribute("aria-invalid", "true");
    const describedBy = await page.getByLabel("Username", { exact: true }).getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Username is required");

    await page.getByLabel("Username", { exact: true }).fill("ab");
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("Lantern-Sky-93");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Lantern-Sky-94");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Username must be at least 3 characters long")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Username", { exact: true }).fill("admin");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("This username is reserved and cannot be used")).toBeVisible();
    await page.getByLabel("Username", { exact: true }).fill("bad name!");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Username can only contain letters and numbers")).toBeVisible();

    // What was typed is kept.
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
    expect(signupRequests).toBe(0);
  });

  test("says a username is taken as it is typed", async ({ page, baseURL }) => {
    const existing = await createVerifiedAccount(baseURL!);
    await page.goto("/?view=signup");
    await page.getByLabel("Username", { exact: true }).fill(existing.username.toUpperCase());
    await expect(page.getByText("Username already taken. Please choose a different one.")).toBeVisible();
    await page.getByLabel("Username", { exact: true }).fill(uniqueIdentity("f").username);
    await expect(page.getByText("Username is available")).toBeVisible();
  });

  test("show/hide works on both password fields", async ({ page }) => {
    await page.goto("/?view=signup");
    const password = page.getByLabel("Password", { exact: true });
    const confirm = page.getByLabel("Confirm Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show confirm password" }).click();
    await expect(confirm).toHaveAttribute("type", "text");
  });

  test("the login and signup views have no serious accessibility violations, light and dark", async ({ page }) => {
    for (const theme of ["light", "dark"]) {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      for (const view of ["login", "signup"]) {
        await page.goto(`/?view=${view}`);
        await page.getByRole("button", { name: view === "login" ? "Login" : "Sign Up", exact: true }).click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        expect(await seriousAxeViolations(page), `${view}, ${theme}`).toEqual([]);
      }
    }
  });
});
