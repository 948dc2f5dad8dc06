import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { copyBuiltWeb, DEPLOYMENT_META, deployNewVersion, type RunningServer, startServer } from "./deployment";

// This journey deploys a new version under a running server, so it has a server (and a copy of the
// built web app) of its own instead of the shared one.
let webDistDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  webDistDir = copyBuiltWeb();
  server = await startServer(webDistDir);
});

test.afterAll(async () => {
  await server?.stop();
  if (webDistDir) fs.rmSync(webDistDir, { recursive: true, force: true });
});

const UPDATE_PROMPT = "Update available — reload to use the new version.";

/** What the page's service-worker registration looks like right now. */
function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const controller = navigator.serviceWorker.controller;
    return {
      controlled: controller !== null,
      controllerIsActive: controller !== null && controller === registration?.active,
      controllerState: controller?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      installing: registration?.installing?.state ?? null,
    };
  });
}

/** The app shell (index.html) as the page's fetches get it: from the controlling service worker's precache. */
function shellThroughWorker(page: Page) {
  return page.evaluate(async () => (await fetch("/index.html")).text());
}

test("a new deployment shows the update prompt, and the new version takes over only on Reload", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const version = `B-${Date.now().toString(36)}`;

  // Version A: a guest on /home, the page controlled by A's service worker.
  await page.goto(`${server.url}/`);
  await page.getByRole("button", { name: "TRY IT NOW" }).click();
  await expect(page).toHaveURL(/\/home(\?|$)/);
  await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => workerState(page)).toMatchObject({ controlled: true, controllerIsActive: true });
  await expect(page.locator(DEPLOYMENT_META)).toHaveCount(0);

  // Version B is deployed: a changed app shell, and a service worker whose precache manifest has its new revision.
  deployNewVersion(webDistDir, version);
  const deployedShell = await (await page.request.get(`${server.url}/index.html`)).text();
  expect(deployedShell).toContain(`content="${version}"`);

  // The learner comes back to the app: the browser's update check after the navigation (Chromium
  // runs it a couple of seconds later) finds the new service worker, it installs, and the app asks.
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  const prompt = page.getByText(UPDATE_PROMPT);
  await expect(prompt).toBeVisible({ timeout: 20_000 });

  // No silent half-update: version A stays in control until the learner clicks. The new worker waits,
  // and the page (and its fetches) still get A's app shell though the server has B's.
  expect(await workerState(page)).toMatchObject({
    controlled: true,
    controllerIsActive: true,
    controllerState: "activated",
    waiting: "installed",
  });
  await expect(page.locator(DEPLOYMENT_META)).toHaveCount(0);
  expect(await shellThroughWorker(page)).not.toContain("e2e-deployment");

  // Reload: the page reloads once under version B's worker.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reload", exact: true }).click();
  await reloaded;
  await expect(page.locator(DEPLOYMENT_META)).toHaveAttribute("content", version);
  await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
  await expect
    .poll(() => workerState(page))
    .toMatchObject({ controlled: true, controllerIsActive: true, waiting: null, installing: null });
  // The page was served by the new worker, from its own precache: B's shell even with no network.
  const navigation = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { type: entry?.type, workerStart: entry?.workerStart ?? 0 };
  });
  expect(navigation.type).toBe("reload");
  expect(navigation.workerStart).toBeGreaterThan(0);
  await context.setOffline(true);
  expect(await shellThroughWorker(page)).toContain(`content="${version}"`);
  await context.setOffline(false);
  await expect(prompt).toBeHidden();
});
