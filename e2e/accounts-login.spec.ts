import { expect, test } from "@playwright/test";
import { createVerifiedAccount, registerAndSignIn } from "./fixtures";

test.describe("login", () => {
  test("signs in a verified account; Login is a form that Enter submits", async ({ page, baseURL }) => {
    const account = await createVerifiedAccount(baseURL!);
    await page.goto("/");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await page.getByLabel("Email", { exact: true }).fill(account.email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("five wrong passwords lock the account: 'Account Locked', also after a reload", async ({ page, baseURL }) => {
    const account = await createVerifiedAccount(baseURL!);
    await page.goto("/?view=login");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    const password = page.getByLabel("Password", { exact: true });
    const login = page.getByRole("button", { name: "Login", exact: true });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await password.fill(`wrong-password-${attempt}`);
      await login.click();
      const remaining = 5 - attempt;
      await expect(
        page.getByText(
          `Invalid email or password. ${remaining} ${remaining === 1 ? "attempt" : "attempts"} remaining.`,
        ),
      ).toBeVisible();
      // What the user typed is kept.
      await expect(password).toHaveValue(`wrong-password-${attempt}`);
    }
    await password.fill("wrong-password-5");
    await login.click();
    const lockedText = "Too many failed attempts. Please try again in 15 minutes.";
    await expect(page.getByText(lockedText).first()).toBeVisible();
    const locked = page.getByRole("button", { name: "Account Locked" });
    await expect(locked).toBeVisible();
    await expect(locked).toBeDisabled();

    // Even the right password can't be sent now.
    await password.fill(account.password);
    await expect(locked).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
    await expect(page.getByRole("button", { name: "Account Locked" })).toBeDisabled();
    await expect(page.getByText(lockedText)).toBeVisible();

    // Another address is not locked.
    await page.getByLabel("Email", { exact: true }).fill("someone-else@example.test");
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  });

  test("checks the fields first and focuses the first invalid one", async ({ page }) => {
    await page.goto("/?view=login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await page.getByLabel("Email", { exact: true }).fill("me@example.test");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  });

  test("the back arrow returns to the title view, and the signup link opens signup", async ({ page }) => {
    await page.goto("/?view=login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Create Account", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
  });

  test("logout returns to / and the session is gone", async ({ page }) => {
    await registerAndSignIn(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
  });
});
