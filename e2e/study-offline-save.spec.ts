import { expect, type Page, test } from "@playwright/test";
import { addDeckViaApi, tryItNow } from "./fixtures";

const DECK = "spanish-core-1";
const QUEUE_KEY = "lexistep:pending-study-sessions";

async function queuedSessions(page: Page): Promise<{ payload: { sessionId: string } }[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), QUEUE_KEY);
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
});
