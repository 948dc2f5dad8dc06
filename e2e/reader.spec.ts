import { expect, type Page, test } from "@playwright/test";
import { createOwnDeckViaApi, openCreateTab } from "./create-fixtures";
import { deckWords, expectAccessibleInBothThemes, studyUntilOverview } from "./fixtures";
import { journey, knowsTenSpanishWords } from "./journey";

/**
 * Set-up: a learner who knows the first 10 words of Spanish core words 1 (de, la, que, el, en, y, a, los, las,
 * del) and has an empty own Spanish deck. The paragraph mixes those with words of no deck of theirs.
 */
const PARAGRAPH =
  "El gato de la casa come pescado y duerme en la cama. La niña ve el gato en la casa y el gato come. El gato duerme.";
/** The words the learner types meanings for: the 5 most frequent words they do not know. */
const MEANINGS: Record<string, string> = {
  gato: "cat",
  casa: "house",
  come: "eats",
  duerme: "sleeps",
  cama: "bed",
};
const FORECAST_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const percentOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function readParagraph(page: Page) {
  await openCreateTab(page);
  await page.getByRole("link", { name: "Read a text" }).click();
  await expect(page.getByRole("heading", { name: "Read a text", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Text" }).fill(PARAGRAPH);
  await page.getByLabel("Forecast for").fill(FORECAST_DAY);
  await page.getByRole("button", { name: "Read", exact: true }).click();
  await expect(page.getByTestId("share-today")).toBeVisible();
}

/** The share "if you keep to your reviews" on the forecast day, in whole percent. */
async function keptShare(page: Page): Promise<number> {
  const line = await page.getByTestId("share-on-date").textContent();
  return Number(/(\d+) % if you keep/.exec(line ?? "")?.[1]);
}

test.describe("the reader", () => {
  test(
    "a text against the learner's memory: the share adds up, its words go to a deck and into Learn New",
    journey({ timeout: 150_000, start: knowsTenSpanishWords }, async ({ page }) => {
      await createOwnDeckViaApi(page, { name: "Lecturas", termLanguage: "es", translationLanguage: "en" });
      await page.reload();

      await readParagraph(page);
      await expect(page.getByText("Read as Spanish (guessed from your decks).")).toBeVisible();
      const running = Number(
        /(\d+) running words/.exec((await page.getByText(/running words/).textContent()) ?? "")?.[1],
      );
      expect(running).toBe(27);
      const shareToday = percentOf(await page.getByTestId("share-today").textContent());

      // The share known today is what the word dialogs' recall chances add up to (each word as often as written).
      const text = page.getByRole("region", { name: "The text" });
      const labels = await text.getByRole("button").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
      const distinct = [...new Set(labels.map((l) => l.toLowerCase()))];
      let recalled = 0;
      let counted = 0;
      for (const word of distinct) {
        await text
          .getByRole("button", { name: new RegExp(`^${word}:`, "i") })
          .first()
          .click();
        const dialog = page.getByRole("dialog");
        const recall = percentOf(await dialog.getByTestId("recall-today").textContent());
        const countText = (await dialog.getByTestId("word-count").textContent()) ?? "";
        const times = countText === "Once" ? 1 : Number(countText.replace(/\D/g, ""));
        recalled += recall * times;
        counted += times;
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
      }
      expect(counted).toBe(running);
      expect(Math.abs(recalled / counted - shareToday)).toBeLessThanOrEqual(1);
      expect(shareToday).toBeGreaterThan(30);
      const keptBefore = await keptShare(page);
      // Kept to read again: its readings are recorded with it.
      await page.getByRole("textbox", { name: "Title" }).fill("El gato");
      await page.getByRole("button", { name: "Save text" }).click();
      await expect(page.getByText("Saved: each reading of this text is kept with it.")).toBeVisible();
      const saved = page.getByRole("region", { name: "Your texts" }).getByRole("listitem", { name: "El gato" });
      await expect(saved).toContainText(`${shareToday} % recalled`);
      await expectAccessibleInBothThemes(page, "The reader with a text read");

      // The 5 most frequent words not known, with the meanings typed, to the own deck.
      const learn = page.getByRole("region", { name: "Words to learn" });
      await learn.getByRole("button", { name: "Choose the 5 most frequent" }).click();
      for (const [term, meaning] of Object.entries(MEANINGS)) {
        await expect(learn.getByRole("checkbox", { name: new RegExp(`^${term} `) })).toBeChecked();
        await learn.getByRole("textbox", { name: `Meaning of ${term}` }).fill(meaning);
      }
      await expect(learn.getByRole("combobox", { name: "Add to" })).toHaveValue(/.+/);
      await learn.getByRole("button", { name: "Add 5 words" }).click();
      await expect(learn.getByText("Added 5 words to Lecturas.")).toBeVisible();
      // Read again, they are the learner's now: new words of a deck.
      await expect(text.getByRole("button", { name: "gato: New in your decks" }).first()).toBeVisible();

      // Home → the own deck → Learn New presents each with the sentence it was met in.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await page.getByRole("article", { name: "Lecturas" }).getByRole("link", { name: "Lecturas" }).click();
      await expect(page).toHaveURL(/\/decks\/own-/);
      const setId = new URL(page.url()).pathname.split("/").pop()!;
      const ownWords = await deckWords(page, setId);
      await page.getByRole("link", { name: "Learn New" }).click();
      const prompt = page.getByRole("region", { name: "Prompt" });
      await expect(prompt.getByText("gato", { exact: true })).toBeVisible();
      await expect(prompt.getByRole("figure", { name: "Sentence" })).toContainText("El gato de la casa come pescado");
      for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next", exact: true }).click();
      await studyUntilOverview(page, ownWords);

      // The saved text, opened again for the same day: the forecast rises (the 5 words are kept to their reviews
      // now), and the text's line says how its comprehension moved.
      await openCreateTab(page);
      await page.getByRole("link", { name: "Read a text" }).click();
      await page.getByLabel("Forecast for").fill(FORECAST_DAY);
      await saved.getByRole("button", { name: "Open" }).click();
      await expect(page.getByRole("textbox", { name: "Text" })).toHaveValue(PARAGRAPH);
      await expect(page.getByTestId("share-on-date")).toBeVisible();
      expect(await keptShare(page)).toBeGreaterThan(keptBefore);
      await expect(saved).toContainText(/\d+ % recalled, from \d+ % over \d+ readings/);

      // Plan for this text: 70 % of it by the forecast day, handed to the exam planner as a goal for the decks
      // holding its words (the text's share held by them, known as well as the decks' words).
      const covered = Number(
        /(\d+) of them in your decks/.exec((await page.getByText(/running words/).textContent()) ?? "")?.[1],
      );
      const planArea = page.getByRole("region", { name: "Plan for this text" });
      await planArea.getByLabel("Comprehension to reach (%)").fill("70");
      await planArea.getByRole("button", { name: "Plan for this text" }).click();
      const planDialog = page.getByRole("dialog", { name: "Exam date" });
      await expect(planDialog.getByTestId("exam-plan-intro")).toContainText(
        `your decks hold ${Math.floor((covered / running) * 100)} % of its words, so the plan asks for ${Math.ceil((70 * running) / covered)} %`,
      );
      await expect(planDialog.getByTestId("exam-plan-intro")).toContainText("Lecturas");
      await expect(planDialog.getByLabel("Exam date")).toHaveValue(FORECAST_DAY);
      await expect(planDialog.getByLabel("Target (% of the deck)")).toHaveValue(
        String(Math.ceil((70 * running) / covered)),
      );
      await expect(planDialog.getByText(/new words a day/).first()).toBeVisible({ timeout: 20_000 });
      await planDialog.getByRole("button", { name: "Save plan" }).click();
      await expect(page.getByText("Exam plan saved.")).toBeVisible();
      // Home: the plan covers both decks.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
      await expect(page.getByTestId("exam-plan-decks")).toContainText("Lecturas");
    }),
  );
});
