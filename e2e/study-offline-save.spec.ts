import { expect, type Page, test } from "@playwright/test";
import { deviceRecords } from "./device-db";
import { addDeckViaApi, tryItNow } from "./fixtures";

const DECK = "spanish-core-1";

/** The finished sessions waiting on the device, in its database (IndexedDB). */
async function queuedSessions(page: Page): Promise<{ payload: { sessionId: string } }[]> {
  return (await deviceRecords(page, "saves")) as { payload: { sessionId: string } }[];
}

async function learnedToday(page: Page): Promise<number> {
  return (await (await page.request.get("/api/me/daily-goals")).json()).learned;
}

/** Learn New with every presented word marked as known, the last one after `beforeLast` runs. */
async function markAllKnown(page: Page, beforeLast: () => Promise<void>) {
  await page.goto(`/study/learn-new/${DECK}`);
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText(`New word 1 of ${5 - i}`)).toBeVisible();
    await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
  }
  await expect(page.getByText("New word 1 of 1")).toBeVisible();
  await beforeLast();
  await page.getByRole("button", { name: "Already know? Mark as learned!" }).click();
  await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
}

test.describe("study: saving offline", () => {
  test("a session finished offline is kept on the device and saved once when the browser is back online", async ({
    page,
    context,
  }) => {
    await tryItNow(page);
    await addDeckViaApi(page, DECK);
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/me/study-sessions") && r.method() === "POST") sent.push(r.postData() ?? "");
    });

    await markAllKnown(page, () => context.setOffline(true));
    await expect(page.getByText(/You're offline\. Your progress is kept on this device/)).toBeVisible();
    expect(await queuedSessions(page)).toHaveLength(1);
    // Nothing of it in localStorage: the queue lives in IndexedDB.
    expect(await page.evaluate(() => localStorage.getItem("lexistep:pending-study-sessions"))).toBeNull();

    await context.setOffline(false);
    await expect(page.getByText("Progress saved")).toBeVisible();
    expect(await queuedSessions(page)).toHaveLength(0);
    expect(await learnedToday(page)).toBe(5);
    expect(sent.filter(Boolean)).toHaveLength(1);
  });

  test("a session the server never received survives a reload and is sent at start, counted once", async ({ page }) => {
    await tryItNow(page);
    await addDeckViaApi(page, DECK);
    // The server is unreachable for saves (the browser itself thinks it is online).
    await page.route("**/api/me/study-sessions", (route) => route.abort("internetdisconnected"));
    await markAllKnown(page, async () => {});
    await expect(page.getByText(/You're offline\. Your progress is kept on this device/)).toBeVisible();
    const [queued] = await queuedSessions(page);
    expect(queued).toBeDefined();
    expect(await learnedToday(page)).toBe(0);

    await page.unroute("**/api/me/study-sessions");
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/me/study-sessions") && r.request().method() === "POST",
    );
    await page.goto("/home");
    expect((await saved).ok()).toBe(true);
    await expect.poll(() => queuedSessions(page)).toHaveLength(0);
    expect(await learnedToday(page)).toBe(5);

    // Sending the same session again (another tab, a retry) is answered, not counted again.
    const again = await page.request.post("/api/me/study-sessions", {
      data: JSON.parse((await saved).request().postData()!),
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.ok()).toBe(true);
    expect(await learnedToday(page)).toBe(5);
    expect(queued!.payload.sessionId).toBe(JSON.parse((await saved).request().postData()!).sessionId);
  });

  test("a session an earlier version queued in localStorage is moved to the device's database and sent", async ({
    page,
  }) => {
    await tryItNow(page);
    await addDeckViaApi(page, DECK);
    await page.route("**/api/me/study-sessions", (route) => route.abort("internetdisconnected"));
    await markAllKnown(page, async () => {});
    await expect.poll(() => queuedSessions(page)).toHaveLength(1);
    // Put the queue back the way an earlier version kept it: a JSON list in localStorage, nothing in IndexedDB.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open("lexistep-offline");
        open.onsuccess = () => resolve(open.result);
      });
      const entries = await new Promise<unknown[]>((resolve) => {
        const request = db.transaction("saves").objectStore("saves").getAll();
        request.onsuccess = () => resolve(request.result);
      });
      await new Promise<void>((resolve) => {
        const tx = db.transaction("saves", "readwrite");
        tx.objectStore("saves").clear();
        tx.oncomplete = () => resolve();
      });
      db.close();
      localStorage.setItem("lexistep:pending-study-sessions", JSON.stringify(entries));
    });
    expect(await queuedSessions(page)).toHaveLength(0);

    await page.unroute("**/api/me/study-sessions");
    await page.goto("/home");
    await expect.poll(() => learnedToday(page)).toBe(5);
    expect(await page.evaluate(() => localStorage.getItem("lexistep:pending-study-sessions"))).toBeNull();
    expect(await queuedSessions(page)).toHaveLength(0);
  });
});
