import { expect, type Page, test } from "@playwright/test";
import {
  addDeckFromExplore,
  createVerifiedAccount,
  latestMailLink,
  type TestAccount,
  uniqueIdentity,
} from "./fixtures";

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

/** French "Core words 1–100": its id, and the name Explore and Home show it by. */
export const FRENCH_CORE = { id: "french-core-1", name: /Core words 1–100/ } as const;

/** A new account from the title view that adds French "Core words 1–100" from Explore. */
export async function frenchCoreLearnerFromTitle(page: Page): Promise<void> {
  await newAccountFromTitle(page);
  await addDeckFromExplore(page, "French", FRENCH_CORE.name);
}

/**
 * Fills the open sign-up form for a new learner on a device of its own (names from `prefix`), sends it and
 * follows the mailed link; ends on /home.
 */
export async function signUpWithForm(page: Page, prefix: string, password: string): Promise<void> {
  const { username, email } = uniqueIdentity(prefix);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await expect(page.getByText("Username is available")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/view=login/);
  await page.goto(await latestMailLink(email, { subjectContains: "Verify" }));
  await expect(page).toHaveURL(/\/home(\?|$)/);
}
