import { expect, test } from "@playwright/test";
import {
  createOwnDeckViaApi,
  FINNISH_WORDS,
  openCreateTab,
  ownDeckViaApi,
  ownWordsViaApi,
  pickLanguage,
} from "./create-fixtures";
import { deckWords, registerAndSignIn, studyUntilOverview } from "./fixtures";
import { journey } from "./journey";

test.describe("create: a deck of one's own, from empty to studied", () => {
  test(
    "New deck, paste 30 lines (one bad line marked), then learn 5 of them to the Session Overview",
    journey({ timeout: 150_000 }, async ({ page }) => {
      await openCreateTab(page);
      await expect(page).toHaveURL(/\/home\?tab=create$/);
      await expect(page.getByRole("heading", { name: "Create", level: 1 })).toBeVisible();
      await expect(page.getByText("No decks of your own yet")).toBeVisible();

      // New deck: the name, Finnish found by typing in the picker, English chosen the same way.
      await page.getByRole("button", { name: "New deck" }).click();
      const dialog = page.getByRole("dialog", { name: "New deck" });
      await dialog.getByRole("textbox", { name: "Name" }).fill("Finnish basics");
      await pickLanguage(dialog, "Term language", "Finnish", /^Finnish \(fi\)$/);
      await pickLanguage(dialog, "Translation language", "English", /^English \(en\)$/);
      await expect(dialog.getByRole("radio", { name: /Private/ })).toBeChecked();
      await dialog.getByRole("button", { name: "Create deck" }).click();

      await expect(page).toHaveURL(/\/create\/decks\/[a-z0-9-]+$/);
      const deckId = new URL(page.url()).pathname.split("/").pop()!;
      await expect(page.getByRole("heading", { name: "Finnish basics", level: 1 })).toBeVisible();
      await expect(page.getByText("Finnish → English")).toBeVisible();
      await expect(page.getByText("No words yet")).toBeVisible();

      // Paste many lines: 30 words separated by tabs, and one line with no translation.
      await page.getByRole("button", { name: "Paste many lines" }).click();
      const paste = page.getByRole("dialog", { name: "Paste many lines" });
      const lines = FINNISH_WORDS.map((w) => `${w.term}\t${w.translation}`);
      lines.splice(10, 0, "ilman käännöstä");
      await paste.getByRole("textbox", { name: "Lines" }).fill(lines.join("\n"));
      await expect(paste.getByText("Separated by tab · 30 words ready · 1 line left out")).toBeVisible();
      const preview = paste.getByRole("table", { name: "How each pasted line will be read" });
      await expect(preview.getByRole("row")).toHaveCount(32); // the header and 31 lines
      await expect(preview.getByRole("row").filter({ hasText: "Ready" })).toHaveCount(30);
      const bad = preview.getByRole("row").filter({ hasText: "ilman käännöstä" });
      await expect(bad).toContainText("11");
      await expect(bad).toContainText("Missing translation");
      // Only the lines left out, on request.
      await paste.getByRole("checkbox", { name: "Only lines left out" }).check();
      await expect(preview.getByRole("row")).toHaveCount(2);
      await paste.getByRole("checkbox", { name: "Only lines left out" }).uncheck();

      await paste.getByRole("button", { name: "Add 30 words" }).click();
      await expect(paste).toBeHidden();
      await expect(page.getByText("Added 30 words")).toBeVisible();

      // The words in the pasted order, the bad line not among them, and one set of all 30.
      await expect(page.getByRole("heading", { name: "Words (30 words)", level: 2 })).toBeVisible();
      // The count under the deck's name and the set's count follow the words just added.
      await expect(page.getByText("30 words", { exact: true })).toHaveCount(2);
      const list = page.getByRole("list", { name: "Words" });
      await expect(list.getByRole("listitem")).toHaveCount(30);
      await expect(list.getByRole("button", { name: /^talo\s*,\s*house$/ })).toBeVisible();
      await expect(list.getByRole("button", { name: /^vuori\s*,\s*mountain$/ })).toBeVisible();
      await expect(list.getByText("ilman käännöstä")).toHaveCount(0);
      const sets = page.getByRole("region", { name: "Parts" });
      await expect(sets.getByRole("listitem")).toHaveCount(1);
      await expect(sets.getByRole("listitem")).toContainText("Finnish basics");
      await expect(sets.getByRole("listitem")).toContainText("30 words");

      // The server kept them in that order.
      const saved = await ownWordsViaApi(page, deckId);
      expect(saved.map((w) => [w.term, w.translation])).toEqual(FINNISH_WORDS.map((w) => [w.term, w.translation]));
      const deck = await ownDeckViaApi(page, deckId);
      expect(deck.sets).toHaveLength(1);
      const setId = deck.sets[0]!.id;

      // Study the set like any deck: Learn New, five words to the Session Overview.
      await sets.getByRole("link", { name: "Study Finnish basics" }).click();
      await expect(page).toHaveURL(new RegExp(`/decks/${setId}$`));
      await expect(page.getByRole("heading", { name: "Finnish basics", level: 1 })).toBeVisible();
      await expect(page.getByText("0% complete")).toBeVisible();
      const words = await deckWords(page, setId);
      expect(words).toHaveLength(30);
      await page.getByRole("link", { name: "Learn New" }).click();
      await expect(page).toHaveURL(new RegExp(`/study/learn-new/${setId}$`));
      for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
      await studyUntilOverview(page, words, 60);
      await expect(page.getByText("Progress saved")).toBeVisible();

      // Back on the set's deck page: five words learned, all still building.
      await page.getByRole("link", { name: "Back to Deck" }).click();
      await expect(page).toHaveURL(new RegExp(`/decks/${setId}$`));
      await expect(page.getByText(/^5 learned · 5 still building · \d+ due · 0 ignored$/)).toBeVisible();
      await expect(page.getByRole("button", { name: /^Set 1\b/ })).toContainText("5 of 30 learned · 5 still building");
    }),
  );

  test("the Create tab's card counts the deck's words", async ({ page }) => {
    await registerAndSignIn(page);
    await createOwnDeckViaApi(
      page,
      { name: "Counted Finnish", termLanguage: "fi", translationLanguage: "en" },
      FINNISH_WORDS.slice(0, 3),
    );
    await page.goto("/home?tab=create");
    const card = page.getByRole("link", { name: /Counted Finnish/ });
    await expect(card).toContainText("Finnish → English");
    await expect(card).toContainText("3 words");
  });
});
