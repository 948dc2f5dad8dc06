import { expect, test } from "@playwright/test";
import { openChineseHsk1 } from "./explore-decks";
import { addDeckViaApi, expectAccessibleInBothThemes, openDecksTab, registerAndSignIn, tryItNow } from "./fixtures";

/*
 * Axe at phone width, light and dark: what only phones show — the bottom bar, dialogs as
 * full-height sheets, the study screen that covers the shell.
 */

const DECK = "spanish-core-1";

test.describe("axe at phone width, light and dark", () => {
  test.describe.configure({ timeout: 150_000 });

  test("landing, the About sheet and the login view", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "TRY IT NOW" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "title view");
    await page.getByRole("button", { name: "About" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleInBothThemes(page, "About");
    await page.keyboard.press("Escape");
    await page.goto("/?view=login");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "login");
  });

  test("a guest: home with the bottom bar, Explore Decks and its sheets, the deck page, a study session", async ({
    page,
  }) => {
    await tryItNow(page);
    await expect(page.getByRole("complementary", { name: "Guest account" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "guest home");

    await openDecksTab(page);
    await expect(page.getByRole("img", { name: "Chinese" }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page, "Explore Decks");
    await expect(await openChineseHsk1(page, "language sheet")).toBeVisible();
    await expectAccessibleInBothThemes(page, "deck sheet");
    await page.keyboard.press("Escape");

    await addDeckViaApi(page, DECK);
    await page.goto(`/decks/${DECK}`);
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await expect(page.getByRole("button", { name: /^de\b/ }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page, "deck page");

    await page.goto(`/study/learn-new/${DECK}`);
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    await expectAccessibleInBothThemes(page, "Learn New presentation");
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("study-prompt")).toBeVisible();
    await expectAccessibleInBothThemes(page, "test card");
  });

  test("a registered learner: stats, the New Request sheet, settings", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/home?tab=stats");
    await expect(page.getByRole("heading", { name: "Stats", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "stats");
    await page.goto("/home?tab=forum");
    await page.getByRole("button", { name: "New Request" }).click();
    await expect(page.getByRole("dialog", { name: "New Request" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "New Request");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "settings");
  });
});
