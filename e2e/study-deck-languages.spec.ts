import { expect, type Page, test } from "@playwright/test";
import { openCreateTab, pickLanguage } from "./create-fixtures";
import { answerStudyPrompt, type DeckWord, deckWords, expectAccessibleInBothThemes } from "./fixtures";
import { journey } from "./journey";

/** The direction the prompt on screen gives: a typed answer's field label, or the choices' group name. */
async function promptDirection(page: Page): Promise<string> {
  const typing = page.getByRole("textbox", { name: /^type the/i });
  const choices = page.getByRole("group", { name: /^choose the/i });
  await expect(typing.or(choices)).toBeVisible();
  if (await typing.isVisible()) return (await typing.getAttribute("aria-label")) ?? "";
  return ((await choices.locator("legend").textContent()) ?? "").trim();
}

/** Answers every prompt of a review correctly (rating Good where asked), noting each direction given. */
async function reviewUntilOverview(page: Page, words: readonly DeckWord[]): Promise<Set<string>> {
  const directions = new Set<string>();
  const overview = page.getByRole("heading", { name: "Session Overview" });
  for (let answers = 0; !(await overview.isVisible()); answers++) {
    if (answers > 10) throw new Error("the review did not end");
    const direction = await promptDirection(page);
    directions.add(direction);
    // Under a Japanese answer there are no letter keys (French accents would only get in the way).
    if (/Japanese/.test(direction)) await expect(page.getByRole("button", { name: /^Insert / })).toHaveCount(0);
    await answerStudyPrompt(page, words);
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    const rating = page.getByText("How difficult was this word?");
    await expect(rating.or(page.getByTestId("study-prompt")).or(overview).first()).toBeVisible();
    if (await rating.isVisible()) await page.keyboard.press("3");
  }
  return directions;
}

test.describe("study: a small own deck in its own languages", () => {
  test(
    "a 2-word French → Japanese deck: Already know, the truthful overview, then reviewed in Japanese",
    journey({ timeout: 150_000 }, async ({ page }) => {
      // The deck, made in the Create tab's editor: French words, Japanese meanings.
      await openCreateTab(page);
      await page.getByRole("button", { name: "New deck" }).click();
      const dialog = page.getByRole("dialog", { name: "New deck" });
      await dialog.getByRole("textbox", { name: "Name" }).fill("Deux mots");
      await pickLanguage(dialog, "Term language", "French", /^French \(fr\)$/);
      await pickLanguage(dialog, "Translation language", "Japanese", /^Japanese \(ja\)$/);
      await dialog.getByRole("button", { name: "Create deck" }).click();
      await expect(page.getByText("French → Japanese")).toBeVisible();
      await page.getByRole("button", { name: "Paste many lines" }).click();
      const paste = page.getByRole("dialog", { name: "Paste many lines" });
      await paste.getByRole("textbox", { name: "Lines" }).fill("le chat\t猫\nle chien\t犬");
      await paste.getByRole("button", { name: "Add 2 words" }).click();
      await expect(page.getByText("Added 2 words")).toBeVisible();
      await page.getByRole("region", { name: "Parts" }).getByRole("link", { name: "Study Deux mots" }).click();

      // A 2-word deck: Review and Hard Words ask for both words, not for 5 and 10.
      await expect(page.getByRole("heading", { name: "Deux mots", level: 1 })).toBeVisible();
      const setId = new URL(page.url()).pathname.split("/").pop()!;
      await expect(page.getByText("Learn 2 more words to unlock (needs 2 learned).")).toHaveCount(4);

      // Learn New: both words marked as known, none answered.
      await page.getByRole("link", { name: "Learn New" }).click();
      await expect(page.getByText("New word 1 of 2")).toBeVisible();
      await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
      await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
      await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "2 words marked as known" })).toBeVisible();
      await expect(page.getByText("Progress saved")).toBeVisible();
      // No invented answers: no Correct / Total / Accuracy, no per-word results; no new words left to offer.
      await expect(page.getByText("Accuracy")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Word Results" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Learn 5 more" })).toHaveCount(0);
      // Known words come back days later (two of the learner's days), not in 10 minutes.
      await expect(page.getByTestId("next-up")).toHaveText(/^Next: 2 words due in [12] days?$/);
      await expectAccessibleInBothThemes(page, "overview of words marked as known");

      // The deck page: every word learned, so Review is open and Learn New says why it is not.
      await page.getByRole("link", { name: "Back to Deck" }).click();
      await expect(page.getByText("You have learned every word in this deck.")).toBeVisible();
      await expect(page.getByText(/needs 2 learned/)).toHaveCount(0);
      // The word dialog says the word is known, and does not offer to mark it known again.
      await page.getByRole("button", { name: /^Set 1\b/ }).click();
      await page.getByRole("button", { name: /^le chat\b/ }).click();
      const word = page.getByRole("dialog");
      await expect(word.getByTestId("word-outlook")).toContainText(/^Marked as known\. Next review in [12] days?/);
      await expect(word.getByRole("button", { name: "Mark as already known" })).toHaveCount(0);
      await expect(word.getByRole("button", { name: "Ignore this word" })).toBeVisible();
      await expectAccessibleInBothThemes(page, "word dialog of a known word");
      await page.keyboard.press("Escape");

      // Review: every prompt in the deck's languages, never "English".
      const words = await deckWords(page, setId);
      await page.getByRole("link", { name: "Review", exact: true }).click();
      const directions = await reviewUntilOverview(page, words);
      for (const direction of directions) {
        expect(["Type the Japanese meaning", "Choose the Japanese meaning", "Choose the French word"]).toContain(
          direction,
        );
      }
      await expect(page.getByText("Progress saved")).toBeVisible();
    }),
  );
});
