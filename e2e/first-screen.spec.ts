import { expect, test } from "@playwright/test";
import { addDeckViaApi, tryItNow } from "./fixtures";

// The navigation's Link headers come from the server: no service worker may answer it.
test.use({ serviceWorkers: "block" });

test("Home's first reads start with the page and are each made once: the app takes what the page preloaded", async ({
  page,
}) => {
  await tryItNow(page);
  await addDeckViaApi(page, "spanish-core-1");

  const reads = new Map<string, number>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "GET" && pathname.startsWith("/api/")) reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
  });
  const navigation = await page.goto("/home");
  const hints = (await navigation?.allHeaders())?.link ?? "";
  for (const path of ["/api/me/decks", "/api/me/daily-goals", "/api/updates"]) expect(hints).toContain(`<${path}>`);

  await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  // The card names the deck, flagged Spanish.
  const card = page.getByRole("article", { name: /Core words 1–100/ });
  await expect(card.getByRole("img", { name: "Spanish" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Daily Goals" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Latest Updates" })).toBeVisible();
  // The deck's flag is an image file that loads (no code runs for it).
  const flag = page.getByRole("listitem").locator("img").first();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await flag.getAttribute("src")).toMatch(/^\/assets\/ES-[\w-]+\.svg$/);

  // Every read the screen makes has been made (a second one would come right after the first).
  await page.waitForLoadState("networkidle");

  expect(reads.get("/api/me/decks")).toBe(1);
  expect(reads.get("/api/me/daily-goals")).toBe(1);
  expect(reads.get("/api/updates")).toBe(1);
});

test.describe("a learner who has travelled", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the zone remembered from the last visit is checked once the page has loaded: Home is read again in the new one", async ({
    page,
  }) => {
    await tryItNow(page);
    await page.evaluate(() => localStorage.setItem("timeZone", "Europe/Paris"));

    const zones: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/me/daily-goals") zones.push(request.headers()["x-time-zone"] ?? "");
    });
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Daily Goals" })).toBeVisible();
    await expect.poll(() => zones.includes("Asia/Tokyo"), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("timeZone"))).toBe("Asia/Tokyo");
  });
});

test("the scripts of the first load ask the browser to compile them as they stream in, in every encoding the server sends", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // The entry holds the app shell (apps/web/vite-plugins/first-load-chunks.ts): one script, or a few
  // that it preloads.
  const scripts = await page
    .locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? node.getAttribute("href") ?? ""));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of new Set(scripts)) {
    const served = await request.get(script, { headers: { "accept-encoding": "br" } });
    expect(served.ok()).toBe(true);
    // V8 reads the hint only on the script's first line.
    expect((await served.text()).split("\n", 1)[0], script).toBe("//# allFunctionsCalledOnLoad");
    const plain = await request.get(script, { headers: { "accept-encoding": "identity" } });
    expect(await plain.text()).toBe(await served.text());
  }
});

test("the date and number library is started on a worker thread as the page opens, and the worker ends itself", async ({
  page,
}) => {
  await tryItNow(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  expect(workers.some((url) => url.startsWith("blob:"))).toBe(true);
  // It closes once the library is up: nothing keeps running for it.
  await expect.poll(() => page.workers().length).toBe(0);
});
