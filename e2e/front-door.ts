import { expect, type Page, test } from "@playwright/test";
import { createVerifiedAccount, type TestAccount } from "./fixtures";

/** Signs in from the title view, as a learner does: LOGIN, e-mail, password. */
export async function signInFromTitle(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/home(\?|$)/);
}

/** A new verified account, signed in from the title view; returns the account. */
export async function newAccountFromTitle(page: Page): Promise<TestAccount> {
  const account = await createVerifiedAccount(test.info().project.use.baseURL!);
  await signInFromTitle(page, account);
  return account;
}
