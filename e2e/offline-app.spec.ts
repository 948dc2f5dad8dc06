import { expect, test } from "@playwright/test";
import { addDeckViaApi, tryItNow } from "./fixtures";
import { controlledByServiceWorker } from "./service-worker";

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

  test("the pronunciations of a kept deck's next words are kept on the device and play with no network", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await tryItNow(page);
    await addDeckViaApi(page, "chinese-hsk1-1");
    await page.goto("/home");
    // A first visit: the worker takes the page over once active, with no reload.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true);
    // Home keeps the deck, then (once the worker controls the page) the recordings its next words will want.
    const kept = async () =>
      page.evaluate(async () => {
        if (!(await caches.has("lexistep-recordings"))) return [];
        return (await (await caches.open("lexistep-recordings")).keys()).map((r) => new URL(r.url).pathname);
      });
    await expect.poll(async () => (await kept()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [first] = await kept();
    expect(first).toMatch(/^\/audio\/recorded\/cmn\/.+\.mp3$/);

    await context.setOffline(true);
    const offline = await page.evaluate(async (path) => {
      const res = await fetch(path!);
      return { status: res.status, type: res.headers.get("content-type"), bytes: (await res.arrayBuffer()).byteLength };
    }, first);
    expect(offline.status).toBe(200);
    expect(offline.type).toContain("audio/mpeg");
    expect(offline.bytes).toBeGreaterThan(1000);
    // Its lookup answers offline too (the server's last answer), so the study screen finds the recording.
    const lookup = await page.evaluate(async () => {
      const res = await fetch("/api/audios?language=zh&value=%E7%9A%84");
      return res.ok ? ((await res.json()) as { link: string }[]).map((e) => e.link) : null;
    });
    await context.setOffline(false);
    expect(lookup === null || lookup.every((l) => l.startsWith("/audio/"))).toBe(true);
  });
});
