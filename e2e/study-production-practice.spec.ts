import { expect, type Page, test } from "@playwright/test";
import { type DeckWord, deckWords, expectAccessibleInBothThemes } from "./fixtures";
import { FRENCH_CORE, frenchCoreLearnerFromTitle } from "./front-door";
import { journey } from "./journey";

/*
 * Production practice: switched on in Settings, every word of a deck gains its production direction as an
 * item of its own. Home and the deck page count it ("100 words, 200 items"); Learn New teaches the words, then
 * their production items (meaning → the word typed or chosen), each with its own progress; switched off, the
 * items leave every count and their progress waits.
 */

const { id: DECK, name: DECK_NAME } = FRENCH_CORE;

/** Answers the test on screen right, in whichever direction it asks; says which it was. */
async function answerRight(page: Page, words: readonly DeckWord[]): Promise<"recognition" | "production"> {
  const typing = page.getByRole("textbox", { name: /type the/i });
  const choices = page.getByRole("group", { name: /choose the/i });
  await expect(typing.or(choices)).toBeVisible();
  const prompt = ((await page.getByTestId("study-prompt").textContent()) ?? "").trim();
  const byWord = words.find((w) => w.originalWord === prompt);
  const byMeaning = words.find((w) => w.translation === prompt);
  const answer = byWord ? byWord.translation : byMeaning?.originalWord;
  if (answer === undefined) throw new Error(`no word for prompt "${prompt}"`);
  if (await typing.isVisible()) {
    await typing.fill(answer);
    await page.keyboard.press("Enter");
  } else {
    const buttons = choices.getByRole("button");
    const labels = (await buttons.allTextContents()).map((t) => t.replace(/^\d/, "").trim());
    await buttons.nth(labels.indexOf(answer)).click();
  }
  return byWord ? "recognition" : "production";
}

/** Learn New from the deck page: the presentation, then every test answered right; the directions asked. */
async function learnNew(page: Page, words: readonly DeckWord[], presenting = "New word"): Promise<Set<string>> {
  await page.getByRole("link", { name: "Learn New" }).click();
  await expect(page.getByText(`${presenting} 1 of 5`)).toBeVisible();
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
  const directions = new Set<string>();
  const overview = page.getByRole("heading", { name: "Session Overview" });
  for (let answers = 0; !(await overview.isVisible()); answers++) {
    if (answers > 40) throw new Error("the session did not end");
    directions.add(await answerRight(page, words));
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    const rating = page.getByText("How difficult was this word?");
    await expect(rating.or(page.getByTestId("study-prompt")).or(overview).first()).toBeVisible();
    if (await rating.isVisible()) await page.keyboard.press("3");
  }
  await expect(page.getByText("Progress saved")).toBeVisible();
  return directions;
}

async function switchProductionPractice(page: Page, on: boolean): Promise<void> {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Settings" }).click();
  const toggle = page.getByRole("switch", { name: "Meaning → word practice" });
  await expect(toggle).toHaveAttribute("aria-checked", String(!on));
  await toggle.click();
  await expect(page.getByText(on ? "Meaning → word practice is on" : "Meaning → word practice is off")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
}

async function openHome(page: Page) {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
  return page.getByRole("article", { name: DECK_NAME });
}

test(
  "production practice: each word's other direction is an item with its own memory, counted alike everywhere",
  journey({ timeout: 180_000, start: frenchCoreLearnerFromTitle }, async ({ page }) => {
    const words = await deckWords(page, DECK);
    expect(words).toHaveLength(100);

    await switchProductionPractice(page, true);
    await expectAccessibleInBothThemes(page, "Settings with production practice on");

    // Home and the deck page: the words and their production items.
    let card = await openHome(page);
    await expect(card.getByTestId("deck-size")).toHaveText("100 words, 200 items");
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "0 of 200 items learned");
    await card.getByRole("link", { name: DECK_NAME }).click();
    await expect(page.getByTestId("deck-size")).toHaveText("100 words, 200 items");
    // A deck is its words: two sets of 50 words (their second skill inside), never "Words 101–150".
    const setLines = page.getByText(/^Words \d+–\d+ · /);
    await expect(setLines).toHaveText(["Words 1–50 · 0 of 100 items learned", "Words 51–100 · 0 of 100 items learned"]);
    await page.getByRole("button", { name: /^Set 1/ }).click();
    const firstWord = page.locator("#word-set-0 > li").first();
    await expect(firstWord.getByRole("button", { name: /Meaning → word/ })).toBeVisible();
    await expect(page.locator("#word-set-0 > li")).toHaveCount(50);

    // First Learn New: five words, asked term → meaning only (their production items wait for another session).
    expect(await learnNew(page, words)).toEqual(new Set(["recognition"]));
    // Second: the same five words' production items, asked meaning → word, presented as a new skill of each
    // word (not a new word); each a memory of its own.
    await page.getByRole("link", { name: "Back to Deck" }).click();
    expect(await learnNew(page, words, "New skill")).toEqual(new Set(["production"]));
    await page.getByRole("link", { name: "Back to Deck" }).click();
    const header = page.getByText(/^\d+ learned · \d+ still building · \d+ due · \d+ ignored$/);
    await expect(header).toHaveText(/^10 learned · 10 still building · /);

    // Home's card agrees with the deck page.
    card = await openHome(page);
    await expect(card.locator('div:has(> dt:text-is("Building")) > dd')).toHaveText("10");

    // Off: the production items leave every count; the words' own progress is as it was.
    await switchProductionPractice(page, false);
    card = await openHome(page);
    await expect(card.getByTestId("deck-size")).toHaveCount(0);
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "5 of 100 words learned");
    await expect(card.locator('div:has(> dt:text-is("Building")) > dd')).toHaveText("5");
    await card.getByRole("link", { name: DECK_NAME }).click();
    await expect(page.getByText(/^\d+ learned · \d+ still building · \d+ due · \d+ ignored$/)).toHaveText(
      /^5 learned · 5 still building · /,
    );

    // On again: they come back with the progress they had.
    await switchProductionPractice(page, true);
    card = await openHome(page);
    await expect(card.locator('div:has(> dt:text-is("Building")) > dd')).toHaveText("10");
  }),
);
