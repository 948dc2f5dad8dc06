import { expect, type Page, test } from "@playwright/test";
import { deviceKeys, deviceRecords } from "./device-db";
import {
  addDeckViaApi,
  createVerifiedAccount,
  type DeckWord,
  deckWithLearnedWords,
  guestWithLearnedWords,
  registerAndSignIn,
  signInThroughUi,
  studyUntilOverview,
} from "./fixtures";
import { controlledByServiceWorker } from "./service-worker";

const DECK = "spanish-core-1";

/** Waits until the home page has kept the deck for offline study in the browser's IndexedDB. */
async function keptForOffline(page: Page, subDeckId: string) {
  await expect
    .poll(async () => (await deviceKeys(page, "decks")).filter((k) => k.endsWith(`|${subDeckId}`)).length, {
      timeout: 15_000,
    })
    .toBe(1);
}

test.describe("study: starting a session with no network", () => {
  test("a Review session starts and finishes offline from what the deck kept, and is saved once on reconnect", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // Marked as known: review words at once (words learned in a first session are still building).
    const words = await guestWithLearnedWords(page, DECK, 4, { alreadyKnow: true });
    await page.goto("/home");
    await controlledByServiceWorker(page);
    await keptForOffline(page, DECK);
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/me/study-sessions") && r.method() === "POST") saves.push(r.postData() ?? "");
    });

    const studiedFrom = Date.now();
    await context.setOffline(true);
    await page.goto(`/study/review/${DECK}`);
    await expect(page.getByText(/^Studying offline/)).toBeVisible();
    await studyUntilOverview(page, words);
    await expect(page.getByText(/You're offline\. Your progress is kept on this device/)).toBeVisible();
    // The banner says what waits to be saved.
    await expect(page.getByTestId("queued-sessions")).toHaveText(/1 session kept on this device/);

    await context.setOffline(false);
    await expect(page.getByText("Progress saved")).toBeVisible();
    expect(saves.filter(Boolean)).toHaveLength(1);
    // The 4 words were reviewed at the time they were studied (offline), not when the save arrived.
    const progress = await (await page.request.get(`/api/me/decks/${DECK}/progress`)).json();
    const reviewed = (progress.progress as { wordId: number; lastReview: string }[]).filter(
      (p) => words.slice(0, 4).some((w) => w.id === p.wordId) && Date.parse(p.lastReview) >= studiedFrom - 1000,
    );
    expect(reviewed).toHaveLength(4);
  });

  test("with nothing kept and no network, the session says to check the connection", async ({ page, context }) => {
    await guestWithLearnedWords(page, "spanish-core-2", 2);
    await page.goto("/home");
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    // A deck never opened on this device while online (the home page keeps only the collection's decks).
    await page.goto("/study/review/french-core-1");
    await expect(page.getByText(/check your connection/i)).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe("studying offline: choosing the decks kept", () => {
  test("a deck the learner chose to leave out is no longer kept on this device", async ({ page }) => {
    await guestWithLearnedWords(page, DECK, 2, { alreadyKnow: true });
    await page.goto("/home");
    await controlledByServiceWorker(page);
    await keptForOffline(page, DECK);
    // The choice Settings' switch writes (guests have no Settings page); the next visit drops the copy.
    await page.evaluate(() =>
      localStorage.setItem("lexistep:offline-excluded-decks", JSON.stringify(["spanish-core-1"])),
    );
    await page.reload();
    await expect.poll(async () => (await deviceKeys(page, "decks")).length, { timeout: 15_000 }).toBe(0);
  });
});

test.describe("signing out of a shared device", () => {
  test("Logout forgets the decks kept on the device for offline study", async ({ page }) => {
    await registerAndSignIn(page);
    await addDeckViaApi(page, DECK);
    await page.goto("/home");
    await keptForOffline(page, DECK);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await deviceRecords(page, "decks")).toEqual([]);
  });
});

test.describe("study offline on two devices", () => {
  test("one learner studies the same deck offline on two devices: both sessions are saved, none twice", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const account = await createVerifiedAccount(baseURL!);
    const devices = [await browser.newContext(), await browser.newContext()];
    const pages = await Promise.all(devices.map((d) => d.newPage()));
    let words: DeckWord[] = [];
    for (const [i, page] of pages.entries()) {
      await signInThroughUi(page, account.email, account.password);
      if (i === 0) {
        words = await deckWithLearnedWords(page, DECK, 3, { alreadyKnow: true });
      }
      await page.goto("/home");
      await controlledByServiceWorker(page);
      await keptForOffline(page, DECK);
    }
    const saved: string[] = [];
    for (const page of pages) {
      page.on("response", (r) => {
        if (r.url().endsWith("/api/me/study-sessions") && r.request().method() === "POST" && r.ok())
          saved.push(JSON.parse(r.request().postData() ?? "{}").sessionId);
      });
    }

    for (const [i, page] of pages.entries()) {
      await devices[i]!.setOffline(true);
      await page.goto(`/study/review/${DECK}`);
      await expect(page.getByText(/^Studying offline/)).toBeVisible();
      await studyUntilOverview(page, words);
    }
    for (const [i, page] of pages.entries()) {
      await devices[i]!.setOffline(false);
      await expect(page.getByText("Progress saved")).toBeVisible();
    }
    // Two sessions, two different ids, each saved once.
    expect(new Set(saved).size).toBe(2);
    expect(saved).toHaveLength(2);
    const progress = await (await pages[0]!.request.get(`/api/me/decks/${DECK}/progress`)).json();
    for (const word of words.slice(0, 3)) {
      const row = (progress.progress as { wordId: number; reps: number }[]).find((p) => p.wordId === word.id);
      // Known (1) + a review on each device (2): both sessions' reviews count.
      expect(row?.reps, word.originalWord).toBe(3);
    }
    await Promise.all(devices.map((d) => d.close()));
  });
});
