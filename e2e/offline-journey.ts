import { type BrowserContext, expect, type Page } from "@playwright/test";
import { deviceRecords } from "./device-db";
import { addDeckFromExplore, deckWords, expectAccessibleInBothThemes, studyUntilOverview } from "./fixtures";

interface KeptCopy {
  subDeckId: string;
  learned: { words: unknown[] };
  page?: { progress: { progress: unknown[] } };
}

/** Waits until the deck's copy on the device holds `learned` learned words and the deck page's progress. */
export async function keptWithLearnedWords(page: Page, subDeckId: string, learned: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const copies = (await deviceRecords(page, "decks")) as KeptCopy[];
        const copy = copies.find((c) => c.subDeckId === subDeckId);
        return copy ? [copy.learned.words.length, copy.page?.progress.progress.length ?? -1] : null;
      },
      { timeout: 20_000 },
    )
    .toEqual([learned, learned]);
}

/** Marks each new word of a Learn New session as already known, from its presentation; answers them. */
export async function markAllKnown(page: Page, count: number): Promise<string[]> {
  const known: string[] = [];
  for (let left = count; left > 0; left--) {
    await expect(page.getByText(`New word 1 of ${left}`)).toBeVisible();
    known.push((await page.getByTestId("study-prompt").textContent())?.trim() ?? "");
    await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
  }
  await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
  await expect(page.getByText("Progress saved")).toBeVisible();
  return known;
}

/**
 * From Home, signed in, clicking only (one reload, as reopening the app): adds French "Core words 1–100",
 * marks its first 5 words known, lets Home keep it, goes offline and reopens the app; Home lists the deck
 * with its counts from the device's copy, its page offers Review (Time Rush says why not), the Review is
 * answered offline and, back online, saved exactly once (Daily Goals: 5 reviewed). `whileOnline` runs
 * once the deck is kept (on Home), before the network goes.
 */
export async function studyOfflineFromTheFrontDoor(
  page: Page,
  context: BrowserContext,
  whileOnline: (deckId: string) => Promise<void> = async () => undefined,
): Promise<void> {
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/me/study-sessions") && r.method() === "POST") saves.push(r.postData() ?? "");
  });
  const deckId = await addDeckFromExplore(page, "French", "Core words 1–100");
  const words = await deckWords(page, deckId);
  await page.getByRole("link", { name: "Learn New" }).click();
  const known = await markAllKnown(page, 5);
  await page.getByRole("link", { name: "Back to Deck" }).click();
  await expect(page.getByText(/^5 learned/)).toBeVisible();

  // Home keeps the deck on the device (its existing way); the save and the visit refreshed its copy.
  await page.getByRole("link", { name: "Back to Home" }).click();
  const goals = page.getByRole("region", { name: "Daily Goals" });
  await expect(goals.getByText("5/5")).toBeVisible();
  await expect(goals.getByText("0/20")).toBeVisible();
  await keptWithLearnedWords(page, deckId, 5);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await whileOnline(deckId);
  const savesOnline = saves.length;

  // Reopening the app on a train: no network.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/home(\?|$)/);
  const card = page.getByRole("article", { name: /Core words 1–100/ });
  await expect(card).toBeVisible();
  await expect(page.getByText("Error loading decks")).toHaveCount(0);
  await expect(card.getByTestId("kept-copy-counts")).toHaveText("On this device: 0 due now · 0 building · 5 learned");
  await expect(card.getByText("5 / 100")).toBeVisible();
  await expectAccessibleInBothThemes(page, "Home offline");

  await card.getByRole("link", { name: /Core words 1–100/ }).click();
  await expect(page).toHaveURL(new RegExp(`/decks/${deckId}$`));
  await expect(page.getByTestId("offline-copy-note")).toBeVisible();
  await expect(page.getByText(/^5 learned/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Time Rush" })).toBeDisabled();
  await expect(
    page.getByText("Time Rush needs a connection: its games are timed and checked by the server."),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page, "deck page offline");
  // Learn New offline teaches new words, not the ones just marked known; leaving it unanswered goes back.
  await page.getByRole("link", { name: "Learn New" }).click();
  await expect(page.getByText("New word 1 of 5")).toBeVisible();
  expect(known).not.toContain((await page.getByTestId("study-prompt").textContent())?.trim());
  await page.getByRole("button", { name: "Exit session" }).click();
  await expect(page).toHaveURL(new RegExp(`/decks/${deckId}$`));

  await page.getByRole("link", { name: "Review", exact: true }).click();
  await expect(page.getByText(/^Studying offline/)).toBeVisible();
  // The words just marked known online are there to review.
  const { answers } = await studyUntilOverview(page, words);
  expect(answers).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId("queued-sessions")).toHaveText(/1 session kept on this device/);

  await context.setOffline(false);
  await expect(page.getByText("Progress saved")).toBeVisible();
  // Back online, the overview no longer sits under "Studying offline".
  await expect(page.getByText(/^Studying offline/)).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Deck" }).click();
  await expect(page.getByTestId("offline-copy-note")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Home" }).click();
  // Saved exactly once: 5 words reviewed today, and one save request since going offline.
  await expect(goals.getByText("5/20")).toBeVisible();
  expect(saves.slice(savesOnline).filter(Boolean)).toHaveLength(1);
}
