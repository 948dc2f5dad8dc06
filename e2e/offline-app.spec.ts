import { expect, type Page, test } from "@playwright/test";
import { tryItNow } from "./fixtures";

/** Waits until the service worker is active and controls the page (a reload after the first install). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe("installable app that opens offline", () => {
  test("has a manifest with the icons browsers ask for and a registered service worker", async ({ page }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({ name: "Lexistep", start_url: "/home", display: "standalone" });
    const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map(
      (i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ""}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
    for (const icon of manifest.icons as { src: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toContain("image/png");
    }
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
  });

  test("a signed-in learner reloads /home with no network: the app opens", async ({ page, context }) => {
    await tryItNow(page);
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await controlledByServiceWorker(page);
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await expect(page.getByText("You're offline - some features may be limited")).toBeVisible();
    await context.setOffline(false);
  });

  test("the API is never answered from the service worker's cache", async ({ page }) => {
    await tryItNow(page);
    await controlledByServiceWorker(page);
    const fromWorker = await page.evaluate(async () => {
      const res = await fetch("/api/auth/get-session");
      return res.headers.get("x-request-id");
    });
    // Every API answer comes from the server (which names each request).
    expect(fromWorker).toMatch(/^[0-9a-f-]{36}$/);
  });
});
