import { expect, type Page, test } from "@playwright/test";
import { guestWithLearnedWords, studyUntilOverview } from "./fixtures";

const DECK = "spanish-core-1";

/** Waits until the home page has kept the deck for offline study in the browser's IndexedDB. */
async function keptForOffline(page: Page, subDeckId: string) {
  await expect
    .poll(
      () =>
        page.evaluate(async (id) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open("lexistep-offline");
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          if (!db.objectStoreNames.contains("decks")) return 0;
          const keys = await new Promise<IDBValidKey[]>((resolve) => {
            const request = db.transaction("decks").objectStore("decks").getAllKeys();
            request.onsuccess = () => resolve(request.result);
          });
          db.close();
          return keys.filter((k) => String(k).endsWith(`|${id}`)).length;
        }, subDeckId),
      { timeout: 15_000 },
    )
    .toBe(1);
}

async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
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
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const db = await new Promise<IDBDatabase>((resolve) => {
              const open = indexedDB.open("lexistep-offline");
              open.onsuccess = () => resolve(open.result);
            });
            const keys = await new Promise<IDBValidKey[]>((resolve) => {
              const request = db.transaction("decks").objectStore("decks").getAllKeys();
              request.onsuccess = () => resolve(request.result);
            });
            db.close();
            return keys.length;
          }),
        { timeout: 15_000 },
      )
      .toBe(0);
  });
});
