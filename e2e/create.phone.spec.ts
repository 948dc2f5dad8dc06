import { expect, type Page, test } from "@playwright/test";
import { createOwnDeckViaApi, FINNISH_WORDS, type OwnDeck, writeAnkiPackage } from "./create-fixtures";
import { createVerifiedAccount, expectAccessibleInBothThemes, signInThroughUi } from "./fixtures";

/** How far the page scrolls sideways (0 or less: it fits the phone's width). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A registered learner signed in with one unlisted deck of 12 Finnish words. */
async function learnerWithDeck(page: Page, baseURL: string): Promise<OwnDeck> {
  const account = await createVerifiedAccount(baseURL);
  await signInThroughUi(page, account.email, account.password);
  return createOwnDeckViaApi(
    page,
    { name: "Phone Finnish", termLanguage: "fi", translationLanguage: "en", visibility: "unlisted" },
    FINNISH_WORDS.slice(0, 12),
  );
}

test.describe("create at phone width", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the Create tab, New deck, the editor, paste and import fit the screen; the dialogs and import pass axe, light and dark", async ({
    page,
    baseURL,
  }) => {
    const deck = await learnerWithDeck(page, baseURL!);

    await page.goto("/home?tab=create");
    await expect(page.getByRole("heading", { name: "Create", level: 1 })).toBeVisible();
    const card = page.getByRole("link", { name: /Phone Finnish/ });
    await expect(card).toContainText("Finnish → English");
    await expect(card).toContainText("Unlisted");
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // New deck opens as a full-width sheet on phones.
    await page.getByRole("button", { name: "New deck" }).click();
    const sheet = page.getByRole("dialog", { name: "New deck" });
    await expect(sheet.getByRole("combobox", { name: "Term language" })).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.width).toBeCloseTo(page.viewportSize()!.width, 0);
    await expectAccessibleInBothThemes(page, "New deck");
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/create/decks/${deck.id}$`));
    await expect(page.getByRole("heading", { name: "Phone Finnish", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Words" }).getByRole("listitem")).toHaveCount(12);
    await expect(page.getByRole("textbox", { name: "Share link" })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The paste preview marks a repeat of a word already in the deck.
    await page.getByRole("button", { name: "Paste many lines" }).click();
    const paste = page.getByRole("dialog", { name: "Paste many lines" });
    await paste.getByRole("textbox", { name: "Lines" }).fill("talo\thouse\nmeri\tsea");
    await expect(paste.getByText("Separated by tab · 1 word ready · 1 line left out")).toBeVisible();
    await expect(paste.getByRole("row").filter({ hasText: "talo" })).toContainText("Already in the deck");
    await expectAccessibleInBothThemes(page, "paste preview");
    await page.keyboard.press("Escape");
    await expect(paste).toBeHidden();

    // Import: the file picker, then the mapping step of a package.
    await page.goto("/create/import");
    await expect(page.getByRole("button", { name: "Choose a file" })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessibleInBothThemes(page, "import: choose a file");
    await page.getByLabel("File to import").setInputFiles((await writeAnkiPackage()).file);
    await expect(page.getByText("12 notes · 9 reviews")).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessibleInBothThemes(page, "import: mapping");
  });

  test("axe: the Create tab with a deck, light and dark", async ({ page, baseURL }) => {
    await learnerWithDeck(page, baseURL!);
    await page.goto("/home?tab=create");
    await expect(page.getByRole("link", { name: /Phone Finnish/ })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Create tab");
  });

  test("axe: the deck editor with words, light and dark", async ({ page, baseURL }) => {
    const deck = await learnerWithDeck(page, baseURL!);
    await page.goto(`/create/decks/${deck.id}`);
    await expect(page.getByRole("list", { name: "Words" }).getByRole("listitem")).toHaveCount(12);
    await expectAccessibleInBothThemes(page, "deck editor");
  });
});
