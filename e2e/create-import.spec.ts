import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import {
  createOwnDeckViaApi,
  ownDeckViaApi,
  ownWordsViaApi,
  pickLanguage,
  waitForImport,
  wordTexts,
  writeAnkiPackage,
} from "./create-fixtures";
import { deckWords, registerAndSignIn, seriousAxeViolations, studyUntilOverview } from "./fixtures";

const IMPORT_STATUS = /\/api\/me\/imports\/[0-9a-f-]{36}$/;

/** Opens the Import screen from the Create tab, as a learner does: by clicking. */
async function openImport(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Create" }).click();
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page).toHaveURL(/\/create\/import$/);
  await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();
}

test.describe("create: imports and exports", () => {
  test("an Anki package with review history: mapping, progress, summary, reviewed words learned, new words studied", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const pkg = await writeAnkiPackage({ reviewed: 3 });
    expect(pkg.notes).toBe(12);
    await registerAndSignIn(page);
    await openImport(page);

    await page.getByLabel("File to import").setInputFiles(pkg.file);

    // The mapping step: the package's counts, its fields, and the first rows as they will be read.
    await expect(page.getByText("Suomi.apkg")).toBeVisible();
    await expect(page.getByText(`12 notes · ${pkg.reviews} reviews`)).toBeVisible();
    const term = page.getByRole("combobox", { name: "Term", exact: true });
    const translation = page.getByRole("combobox", { name: "Translation", exact: true });
    // The note type lists English first: the suggestion takes it as the term until the learner maps it.
    await expect(term).toHaveValue("0");
    await term.selectOption({ label: "Finnish" });
    await translation.selectOption({ label: "English" });
    const rows = page.getByRole("table", { name: "The first rows with the chosen columns" }).getByRole("row");
    await expect(rows.nth(0)).toHaveText("TermTranslation");
    await expect(rows.nth(1)).toHaveText("talohouse");
    // The package's 12 notes; the deck's entry counts the 10 words it gives (no empty note, no cloze note without a cloze).
    await expect(page.getByRole("combobox", { name: "Which deck" })).toContainText("All decks (12 notes)");
    await expect(page.getByRole("combobox", { name: "Which deck" })).toContainText("Suomi (10 words)");

    await expect(page.getByRole("textbox", { name: "Deck name" })).toHaveValue("Suomi");
    await page.getByRole("textbox", { name: "Deck name" }).fill("Suomi from Anki");
    await pickLanguage(page, "Term language", "Finnish", /^Finnish \(fi\)$/);
    await pickLanguage(page, "Translation language", "English", /^English \(en\)$/);

    // The first status read is held back until the running state has been seen: a small import
    // may finish before the page first asks, and the progress screen is part of the journey.
    let releaseStatus: () => void = () => {};
    const statusHeld = new Promise<void>((resolve) => {
      releaseStatus = resolve;
    });
    await page.route(IMPORT_STATUS, async (route) => {
      await statusHeld;
      await route.continue();
    });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page).toHaveURL(/\/create\/import\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Importing…")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Import" })).toBeVisible();
    releaseStatus();

    // The summary: words, reviews and notes read, and what was skipped, by reason.
    await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible({ timeout: 20_000 });
    const count = (label: string) => page.getByRole("term").filter({ hasText: label }).locator("xpath=../dd");
    await expect(count("Words")).toHaveText("10");
    await expect(count("Reviews")).toHaveText(String(pkg.reviews));
    await expect(count("Notes read")).toHaveText("12");
    await expect(page.getByRole("heading", { name: "Skipped" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^Cloze notes without a cloze: 1$/ })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: /^Notes with an empty term or translation: 1$/ }),
    ).toBeVisible();
    await page.unroute(IMPORT_STATUS);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The deck the import made, with the package's words in its note order.
    await page.getByRole("link", { name: "Edit deck" }).click();
    await expect(page.getByRole("heading", { name: "Suomi from Anki", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Words (10 words)", level: 2 })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Words" }).getByRole("button", { name: /^talo\s*,\s*house$/ }),
    ).toBeVisible();
    const deckId = new URL(page.url()).pathname.split("/").pop()!;
    const deck = await ownDeckViaApi(page, deckId);
    expect(deck).toMatchObject({ source: "anki", termLanguage: "fi", translationLanguage: "en", wordCount: 10 });
    expect(wordTexts(await ownWordsViaApi(page, deckId))).toEqual(
      wordTexts(pkg.words.map(({ term, translation }) => ({ term, translation }))),
    );

    // The set's deck page: the three words with Anki history are learned (due in ten days), the rest new.
    const setId = deck.sets[0]!.id;
    await page.getByRole("link", { name: "Study Suomi from Anki" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${setId}$`));
    await expect(page.getByText(/^3 learned · 0 due · 0 ignored$/)).toBeVisible();
    await expect(page.getByText("30% complete")).toBeVisible();
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await page.getByRole("button", { name: /^talo\b/ }).click();
    const talo = page.getByRole("dialog", { name: "talo" });
    await expect(talo.getByText("Learned", { exact: true }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(talo).toBeHidden();

    // Learn New takes the words that were new in Anki, never the reviewed ones.
    const words = await deckWords(page, setId);
    await page.getByRole("link", { name: "Learn New" }).click();
    await expect(page).toHaveURL(new RegExp(`/study/learn-new/${setId}$`));
    const introduced: string[] = [];
    for (let i = 0; i < 5; i++) {
      const prompt = page.getByTestId("study-prompt");
      await expect(prompt).toBeVisible();
      introduced.push(((await prompt.textContent()) ?? "").trim());
      await page.getByRole("button", { name: "Next" }).click();
    }
    const fresh = pkg.words.filter((w) => !w.reviewed).map((w) => w.term);
    expect(new Set(introduced).size).toBe(5);
    expect(introduced.filter((t) => !fresh.includes(t))).toEqual([]);
    const { answers } = await studyUntilOverview(page, words, 60);
    expect(answers).toBeGreaterThan(0);
    await expect(page.getByText("Progress saved")).toBeVisible();
    await page.getByRole("link", { name: "Back to Deck" }).click();
    // The three words learned in Anki and the five that finished Learn New, still building.
    const header = page.getByText(/^8 learned · 5 still building · \d+ due · 0 ignored$/);
    await expect(header).toBeVisible();
    const due = Number((await header.textContent())?.match(/(\d+) due/)?.[1]);

    // Home's card for the imported deck and Stats read the same numbers as its deck page.
    await page.getByRole("link", { name: "Back to Home" }).click();
    const card = page.getByRole("article", { name: /Suomi from Anki/ });
    await expect(card.locator("dl")).toHaveText(new RegExp(`Due now\\s*${due}\\s*Building\\s*5\\s*Learned\\s*8`));
    await expect(card.getByText("8 / 10")).toBeVisible();
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Stats" }).click();
    await expect(page.getByRole("region", { name: "Learned Words" }).getByText("8", { exact: true })).toBeVisible();
  });

  test("a deck exported as CSV and as .apkg comes back equal when each file is imported again", async ({ page }) => {
    test.setTimeout(120_000);
    await registerAndSignIn(page);
    // Words that test the files: a reading column, commas, quotes, markup characters, no reading.
    const original = [
      { term: "猫", translation: "cat", reading: "ねこ" },
      { term: "犬", translation: "dog", reading: "いぬ" },
      { term: "こんにちは", translation: "hello, good afternoon", reading: null },
      { term: "本", translation: 'book ("hon")', reading: "ほん" },
      { term: "小さい", translation: "small < big & tall", reading: "ちいさい" },
      { term: "日本語", translation: "Japanese; the language", reading: "にほんご" },
    ];
    const deck = await createOwnDeckViaApi(
      page,
      { name: "Round trip", termLanguage: "ja", translationLanguage: "en", hasReading: true },
      original,
    );
    expect(wordTexts(await ownWordsViaApi(page, deck.id))).toEqual(original);

    await page.goto(`/create/decks/${deck.id}`);
    await expect(page.getByRole("heading", { name: "Round trip", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: "Words" }).getByRole("listitem")).toHaveCount(original.length);

    // Both downloads, named after the deck.
    const csvDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe("Round-trip.csv");
    const csvBytes = fs.readFileSync(await csv.path());
    const csvText = csvBytes.toString("utf8");
    expect(csvText.startsWith("\ufeffterm,translation,reading\r\n")).toBe(true);
    expect(csvText).toContain('本,"book (""hon"")",ほん\r\n');

    const apkgDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export Anki (.apkg)" }).click();
    const apkg = await apkgDownload;
    expect(apkg.suggestedFilename()).toBe("Round-trip.apkg");
    const apkgPath = await apkg.path();
    // A zip file (PK\x03\x04), as Anki reads packages.
    expect([...fs.readFileSync(apkgPath).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    // The .apkg through the Import screen, as a new deck: its note type suggests the reading field.
    await openImport(page);
    await page.getByLabel("File to import").setInputFiles({
      name: "Round-trip.apkg",
      mimeType: "application/octet-stream",
      buffer: fs.readFileSync(apkgPath),
    });
    await expect(page.getByText(`${original.length} notes · 0 reviews`)).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Reading (optional)" })).toHaveValue("2");
    await page.getByRole("textbox", { name: "Deck name" }).fill("Round trip from Anki");
    await pickLanguage(page, "Term language", "Japanese", /^Japanese \(ja\)$/);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("link", { name: "Edit deck" }).click();
    await expect(page.getByRole("heading", { name: "Round trip from Anki", level: 1 })).toBeVisible();
    const fromApkg = new URL(page.url()).pathname.split("/").pop()!;
    expect(fromApkg).not.toBe(deck.id);
    expect(await ownDeckViaApi(page, fromApkg)).toMatchObject({ hasReading: true, source: "anki" });
    expect(wordTexts(await ownWordsViaApi(page, fromApkg))).toEqual(original);

    // The CSV through the API (the screen is the same), with its header row naming the columns.
    const started = await page.request.post("/api/me/imports", {
      headers: { origin: new URL(page.url()).origin },
      multipart: {
        file: { name: "Round-trip.csv", mimeType: "text/csv", buffer: csvBytes },
        mapping: JSON.stringify({
          term: 0,
          translation: 1,
          reading: 2,
          deckName: "Round trip from CSV",
          termLanguage: "ja",
          translationLanguage: "en",
        }),
      },
    });
    expect(started.status()).toBe(202);
    const csvImport = await waitForImport(page, ((await started.json()) as { id: string }).id);
    expect(csvImport).toMatchObject({ status: "done", result: { words: original.length } });
    const fromCsv = csvImport.result!.deckIds[0]!;
    expect(wordTexts(await ownWordsViaApi(page, fromCsv))).toEqual(original);
  });
});
