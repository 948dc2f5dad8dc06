import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { buildLegacyCollection, zip } from "../packages/import-reader/src/test-fixtures/build-anki";
import { pickLanguage } from "./create-fixtures";
import { registerAndSignIn } from "./fixtures";

/** A package with one "Basic (and reversed)" note and one cloze note (c1, c2 with a hint), never studied. */
async function writePackage(): Promise<string> {
  const deckId = 1_700_000_400_001;
  const reversed = 1_600_000_400_001;
  const cloze = 1_600_000_400_002;
  const collection = buildLegacyCollection({
    crt: 1_690_000_000,
    decks: [
      { id: 1, name: "Default" },
      { id: deckId, name: "Español" },
    ],
    noteTypes: [
      { id: reversed, name: "Basic (and reversed card)", fields: ["Front", "Back"], templates: ["Card 1", "Card 2"] },
      { id: cloze, name: "Cloze", fields: ["Text", "Back Extra"], templates: ["Cloze"], cloze: true },
    ],
    notes: [
      { id: 1_690_000_900_001, guid: "es-gato", mid: reversed, fields: ["gato", "cat"] },
      {
        id: 1_690_000_900_002,
        guid: "es-madrid",
        mid: cloze,
        fields: ["{{c1::Madrid}} es la capital de {{c2::España::país}}", "Geografía"],
      },
    ],
    cards: [
      { id: 1_690_000_910_001, nid: 1_690_000_900_001, did: deckId, ord: 0 },
      { id: 1_690_000_910_002, nid: 1_690_000_900_001, did: deckId, ord: 1 },
      { id: 1_690_000_910_003, nid: 1_690_000_900_002, did: deckId, ord: 0 },
      { id: 1_690_000_910_004, nid: 1_690_000_900_002, did: deckId, ord: 1 },
    ],
  });
  const file = test.info().outputPath("Español.apkg");
  fs.writeFileSync(file, zip({ "collection.anki2": collection, media: "{}" }));
  return file;
}

const TERMS: Record<string, string> = { gato: "cat", cat: "gato" };
const CLOZES: Record<string, string> = {
  "[...] es la capital de España": "Madrid",
  "Madrid es la capital de [...]": "España",
};

/** Answers the test on screen right: a word (its meaning), a reversed item (the word) or a cloze (its gap). */
async function answerRight(page: Page, seen: string[]): Promise<void> {
  const typing = page.getByRole("textbox", { name: /type the/i });
  const choices = page.getByRole("group", { name: /choose the/i });
  await expect(typing.or(choices)).toBeVisible();
  const sentence = page.getByTestId("cloze-sentence");
  if (await sentence.isVisible()) {
    const text = ((await sentence.textContent()) ?? "").replace("missing text", "");
    seen.push(`cloze: ${text}`);
    await typing.fill(CLOZES[text] ?? "unknown");
    await typing.press("Enter");
    return;
  }
  const prompt = ((await page.getByTestId("study-prompt").textContent()) ?? "").trim();
  seen.push(prompt === "gato" ? "gato → cat" : "cat → gato");
  const answer = TERMS[prompt] ?? "unknown";
  if (await typing.isVisible()) {
    await typing.fill(answer);
    await typing.press("Enter");
    return;
  }
  const buttons = choices.getByRole("button");
  const labels = (await buttons.allTextContents()).map((t) => t.replace(/^\d/, "").trim());
  await buttons.nth(labels.indexOf(answer)).click();
}

/** Answers every test right until the session's overview. */
async function studyToTheEnd(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const overview = page.getByRole("heading", { name: "Session Overview" });
  while (!(await overview.isVisible())) {
    if (seen.length > 40) throw new Error("the session did not end");
    await answerRight(page, seen);
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    const rating = page.getByText("How difficult was this word?");
    await expect(
      rating.or(page.getByTestId("study-prompt")).or(page.getByTestId("cloze-sentence")).or(overview).first(),
    ).toBeVisible();
    if (await rating.isVisible()) await page.keyboard.press("3");
  }
  await expect(page.getByText("Progress saved")).toBeVisible();
  return seen;
}

test("a reversed note and a cloze note: imported through Create, each direction and each cloze studied on its own", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const file = await writePackage();
  await registerAndSignIn(page);
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Create" }).click();
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await page.getByLabel("File to import").setInputFiles(file);
  await expect(page.getByRole("list", { name: "Decks to import" })).toContainText("2 words, 4 items");
  await pickLanguage(page, "Term language", "Spanish", /^Spanish \(es\)$/);
  await pickLanguage(page, "Translation language", "English", /^English \(en\)$/);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible({ timeout: 20_000 });
  const count = (label: string) => page.getByRole("term").filter({ hasText: label }).locator("xpath=../dd");
  await expect(count("Words")).toHaveText("2");
  await expect(count("Items")).toHaveText("4");

  // Home's card and the deck page say the same: 2 words, 4 items, and what is studied counted as items.
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
  const card = page.getByRole("article", { name: "Español" });
  await expect(card.getByTestId("deck-size")).toHaveText("2 words, 4 items");
  await expect(card).toContainText("0 / 4 items learned");
  const onHome = await card.getByTestId("deck-size").textContent();
  await card.getByRole("link", { name: "Español" }).click();
  await expect(page.getByTestId("deck-size")).toHaveText(onHome ?? "");
  await expect(page.getByText("0 of 4 items", { exact: true })).toBeVisible();
  // The deck page's set counts its two words (notes), their four items told apart.
  await expect(page.getByText("Words 1–2 · 0 of 4 items learned")).toBeVisible();

  // First Learn New: one item of each note — the word, and the first cloze shown whole with its answer marked.
  await page.getByRole("link", { name: "Learn New" }).click();
  await expect(page.getByTestId("study-prompt")).toHaveText("gato");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("cloze-sentence")).toHaveText("Madrid es la capital de España");
  await expect(page.getByTestId("cloze-sentence").locator("mark")).toHaveText("Madrid");
  await page.getByRole("button", { name: "Next" }).click();
  const first = await studyToTheEnd(page);
  expect(new Set(first)).toEqual(new Set(["gato → cat", "cloze: [...] es la capital de España"]));

  // Second Learn New: the reversed direction (meaning → word) and the second cloze, with its hint.
  await page.getByRole("link", { name: "Back to Deck" }).click();
  await page.getByRole("link", { name: "Learn New" }).click();
  await expect(page.getByTestId("study-prompt")).toHaveText("gato");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("cloze-sentence").locator("mark")).toHaveText("España");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("hint: país").or(page.getByTestId("study-prompt")).first()).toBeVisible();
  const second = await studyToTheEnd(page);
  expect(new Set(second)).toEqual(new Set(["cat → gato", "cloze: Madrid es la capital de [...]"]));
});
