import { expect, type Page, test } from "@playwright/test";
import {
  addDeckViaApi,
  createVerifiedAccount,
  deckWords,
  expectAccessibleInBothThemes,
  learnWordsViaApi,
  signInThroughUi,
  tryItNow,
} from "./fixtures";
import { journey } from "./journey";

const DECK = "spanish-core-1";

/** Saves a Review session of one word through the API: forgotten at first (Again) or recalled (Good). */
async function reviewViaApi(page: Page, wordId: number, forgotten: boolean): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/me/study-sessions", {
    headers: { origin },
    data: {
      sessionId: crypto.randomUUID(),
      subDeckId: DECK,
      sessionType: "REVIEW",
      startedAt: new Date(Date.now() - 20_000).toISOString(),
      durationSeconds: 20,
      words: [
        forgotten
          ? {
              wordId,
              correctCount: 1,
              reviewedCount: 2,
              gotWrong: true,
              responseTimes: [4, 2],
              difficultyScore: 1,
              ratings: [1, 3],
            }
          : {
              wordId,
              correctCount: 1,
              reviewedCount: 1,
              gotWrong: false,
              responseTimes: [2],
              difficultyScore: 3,
              ratings: [3],
            },
      ],
    },
  });
  if (!response.ok()) throw new Error(`review failed: ${response.status()} ${await response.text()}`);
}

test.describe("leeches", () => {
  test(
    "a word forgotten 8 times is a leech on its deck page; Learn again with a note makes it new",
    journey({ timeout: 120_000, start: tryItNow }, async ({ page }) => {
      await addDeckViaApi(page, DECK);
      const words = await deckWords(page, DECK);
      const leech = words[0]!;
      // Marked known (in review at once), then forgotten and relearned 8 times.
      await learnWordsViaApi(page, DECK, [leech.id], { alreadyKnow: true });
      for (let lapse = 0; lapse < 8; lapse++) {
        await reviewViaApi(page, leech.id, true);
        await reviewViaApi(page, leech.id, false);
      }
      const listed = await (await page.request.get("/api/me/leeches")).json();
      expect(listed.leeches).toMatchObject([{ wordId: leech.id, lapses: 8 }]);
      const deckName: string = listed.leeches[0].deckName;

      // From Home, as a learner goes: the deck's card, then its page.
      await page.goto("/home");
      await page.getByRole("article", { name: deckName }).getByRole("link", { name: deckName }).first().click();
      await expect(page.getByRole("heading", { name: deckName, level: 1 })).toBeVisible();
      const section = page.locator("section", { has: page.getByRole("heading", { name: "Leeches" }) });
      await expect(section.getByText(leech.originalWord, { exact: true })).toBeVisible();
      await expect(section.getByText("Forgotten 8 times", { exact: true })).toBeVisible();
      await expectAccessibleInBothThemes(page, "deck page with a leech");

      await section.getByRole("button", { name: `Learn again: ${leech.originalWord}` }).click();
      const dialog = page.getByRole("dialog", { name: `Learn “${leech.originalWord}” again` });
      await expect(dialog).toBeVisible();
      await expectAccessibleInBothThemes(page, "learn a leech again");
      await dialog.getByLabel("Note or mnemonic").fill("Think of a picture for it");
      await dialog.getByRole("button", { name: "Learn again from new" }).click();
      await expect(page.getByText("Back to new: learn it again with Learn New")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { name: "Leeches" })).toBeHidden();

      // The word is new again: its card says so, and Learn New takes it first.
      await page.getByRole("button", { name: /^Set 1\b/ }).click();
      const card = page.getByRole("button", { name: new RegExp(`^${leech.originalWord}\\b`) }).first();
      await expect(card.getByText("Not learned")).toBeVisible();
      const learnNew = await (await page.request.get(`/api/me/study/learn-new/${DECK}`)).json();
      expect(learnNew.words.map((w: { id: number }) => w.id)).toContain(leech.id);
    }),
  );

  test("easy days: Sunday set to Minimum is kept after a reload", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const account = await createVerifiedAccount(baseURL!);
    await signInThroughUi(page, account.email, account.password);
    await page.goto("/fsrs-settings");
    await expect(page.getByRole("heading", { name: "Review Load" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Load Balancing" })).toHaveAttribute("aria-checked", "true");
    await page.getByLabel("Sunday").selectOption("minimum");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("FSRS settings updated successfully!")).toBeVisible();
    await page.goto("/fsrs-settings");
    await expect(page.getByLabel("Sunday")).toHaveValue("minimum");
    await expect(page.getByLabel("Saturday")).toHaveValue("normal");
    await expectAccessibleInBothThemes(page, "scheduling settings");
  });
});
