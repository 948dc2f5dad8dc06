import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { readMailFile } from "../apps/server/test/outbox-mail";

/** Signs in as a guest the way a visitor does: TRY IT NOW on the landing page. */
export async function tryItNow(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "TRY IT NOW" }).click();
  await expect(page).toHaveURL(/\/home(\?|$)/);
}

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * How a page is laid out for screen-reader navigation (axe best practices): one main landmark,
 * content inside landmarks, one h1, headings in order. Any violation of these counts, whatever its impact.
 */
const PAGE_STRUCTURE_RULES = new Set([
  "landmark-one-main",
  "landmark-unique",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-main-is-top-level",
  "landmark-complementary-is-top-level",
  "region",
  "page-has-heading-one",
  "heading-order",
  "empty-heading",
]);

/**
 * Serious or critical axe violations on the current page (empty when it passes). With
 * `structure`, also every violation of the page-structure rules above.
 */
export async function seriousAxeViolations(page: Page, options: { structure?: boolean } = {}): Promise<string[]> {
  // Colours mid-fade are not what users read: let entrance animations finish first. Endless ones
  // (spinners) never finish; polled from here, so a page whose clock is paused is checked too.
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      ),
    )
    .toBe(true);
  // A toast's timed exit is a fade too: without its transition a leaving toast is gone at once (opacity 0, which
  // axe skips) instead of being measured half-faded when its timer ends while axe runs.
  await page.addStyleTag({ content: "[data-sonner-toast] { transition: none !important; }" });
  const tags = options.structure ? [...WCAG_AA, "best-practice"] : WCAG_AA;
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter(
      (v) => v.impact === "serious" || v.impact === "critical" || (options.structure && PAGE_STRUCTURE_RULES.has(v.id)),
    )
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    );
}

/**
 * Switches the page to `theme` the way the app follows the system's colour scheme: with no stored
 * choice, a change of `prefers-color-scheme` re-themes the live page (toasts and toggles included).
 */
export async function showTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate(() => localStorage.removeItem("theme"));
  // Two changes, so a change event fires whatever the scheme was.
  await page.emulateMedia({ colorScheme: theme === "dark" ? "light" : "dark" });
  await page.emulateMedia({ colorScheme: theme });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
    .toBe(theme === "dark");
}

/**
 * Checks the screen on show with axe in the light and in the dark theme (colours are designed in
 * pairs, both must pass), page structure included, then leaves it light. Soft assertions: one run
 * reports every screen.
 */
export async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await showTheme(page, theme);
    expect.soft(await seriousAxeViolations(page, { structure: true }), `${screen} (${theme})`).toEqual([]);
  }
  await showTheme(page, "light");
}

// ---------------------------------------------------------------------------
// Accounts: unique identities, the e-mail outbox, accounts made through the API
// ---------------------------------------------------------------------------

let identityCounter = 0;

/** A username (letters and digits, ≤ 15) and e-mail address no other test uses. */
export function uniqueIdentity(prefix = "u"): { username: string; email: string } {
  identityCounter += 1;
  const random = Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, "0");
  // 1 letter + 8 (time) + 1–2 (counter) + 2 (random): 12–13 letters and digits.
  const username =
    `${prefix.slice(0, 1)}${Date.now().toString(36)}${identityCounter.toString(36)}${random}`.toLowerCase();
  return { username, email: `${username}@example.test` };
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(dataDir, "mail");
}

/** The outbox mails to `recipient` (optionally whose subject contains `subjectContains`), newest first. */
function mailsTo(recipient: string, subjectContains?: string): { subject: string; text: string }[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => path.join(dir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a))
    .map(readMailFile)
    .filter((mail) => mail.to.toLowerCase().includes(recipient.toLowerCase()))
    .filter((mail) => !subjectContains || mail.subject.includes(subjectContains));
}

/** How many outbox mails `recipient` has received (optionally only those whose subject contains `subjectContains`). */
export function mailCount(recipient: string, subjectContains?: string): number {
  return mailsTo(recipient, subjectContains).length;
}

/**
 * The link in the newest outbox mail to `recipient` (optionally whose subject contains
 * `subjectContains`), waiting up to `timeoutMs` for it to arrive. Mails land as .eml files in
 * `${E2E_DATA_DIR}/mail/`.
 */
export async function latestMailLink(
  recipient: string,
  options: { subjectContains?: string; timeoutMs?: number; linkContaining?: string } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    for (const mail of mailsTo(recipient, options.subjectContains)) {
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      const link = links.find((l) => !options.linkContaining || l.includes(options.linkContaining));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`No mail with a link to ${recipient} in ${outboxDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A loopback source address no other test uses. Sign-up throttling counts per client IP
 * (2 per hour); on Linux every 127.x.y.z reaches a server bound to 127.0.0.1, so each test can
 * act as its own client, the way different visitors have different addresses.
 */
function distinctLoopbackAddress(): string {
  const n = Math.floor(Math.random() * 250 * 250);
  return `127.${10 + (process.pid % 200)}.${Math.floor(n / 250) + 1}.${(n % 250) + 2}`;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function loopbackRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer | string; localAddress: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method, headers: init.headers, localAddress: init.localAddress },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join("\n") : value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on("error", reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

/**
 * Makes this page's sign-up and Register Now requests come from a loopback address of its own,
 * so tests don't share the per-IP sign-up throttle. The browser still builds and sends every
 * request itself; only the network hop is taken from another source address.
 */
export async function actAsDistinctClient(page: Page): Promise<void> {
  const localAddress = distinctLoopbackAddress();
  await page.route(/\/api\/(auth\/sign-up\/email|account\/convert)(\?|$)/, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    for (const name of Object.keys(headers)) if (name.startsWith(":")) delete headers[name];
    const response = await loopbackRequest(request.url(), {
      method: request.method(),
      headers,
      body: request.postDataBuffer() ?? undefined,
      localAddress,
    });
    await route.fulfill({ status: response.status, headers: response.headers, body: response.body });
  });
}

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/**
 * A registered, verified account made through the API (sign-up, then the mailed link), from a
 * loopback address of its own. For journeys that start with an existing account.
 */
export async function createVerifiedAccount(baseURL: string, password = "Correct-Horse-42"): Promise<TestAccount> {
  const { username, email } = uniqueIdentity("a");
  const localAddress = distinctLoopbackAddress();
  const body = JSON.stringify({ username, email, password, confirmPassword: password });
  const signup = await loopbackRequest(`${baseURL}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      origin: baseURL,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
    },
    body,
    localAddress,
  });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${signup.status} ${signup.body.toString()}`);
  const link = await latestMailLink(email, { subjectContains: "Verify" });
  const verified = await loopbackRequest(link, { method: "GET", headers: {}, localAddress });
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  return { username, email, password };
}

/** Signs in through the login view and waits for /home. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/?view=login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/home(\?|$)/);
}

/** Opens Explore Decks from the main navigation. */
export async function openDecksTab(page: Page): Promise<void> {
  const nav = page.getByRole("navigation", { name: /main/i });
  await nav.getByRole("link", { name: "Decks" }).click();
  await expect(page.getByRole("heading", { name: "Explore Decks", level: 1 })).toBeVisible();
}

/**
 * Adds a deck the way a learner does (Decks tab → language → deck → Start Learning) and waits
 * for its deck page. Returns the deck's id from the URL.
 */
export async function addDeckFromExplore(page: Page, language: string, deck: string | RegExp): Promise<string> {
  await openDecksTab(page);
  await page
    .getByRole("button", { name: new RegExp(language) })
    .first()
    .click();
  const languageDialog = page.getByRole("dialog", { name: language });
  await languageDialog.getByRole("button", { name: deck }).first().click();
  const deckDialog = page.getByRole("dialog", { name: deck });
  await deckDialog.getByRole("button", { name: "Start Learning" }).click();
  await expect(page).toHaveURL(/\/decks\/[a-z0-9-]+$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

// ---------------------------------------------------------------------------
// Study sessions: decks in the collection, the deck's words, answering prompts
// ---------------------------------------------------------------------------

/** Adds a deck to the signed-in user's collection through the API, from the page's session. */
export async function addDeckViaApi(page: Page, subDeckId: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/me/decks", { data: { subDeckId }, headers: { origin } });
  if (response.status() !== 201 && response.status() !== 409) {
    throw new Error(`adding ${subDeckId} failed: ${response.status()} ${await response.text()}`);
  }
}

export interface DeckWord {
  id: number;
  originalWord: string;
  translation: string;
}

/** Every word of a deck, for looking up the answer to a prompt. */
export async function deckWords(page: Page, subDeckId: string): Promise<DeckWord[]> {
  const response = await page.request.get(`/api/sub-decks/${subDeckId}/words?offset=0&limit=1000`);
  if (!response.ok()) throw new Error(`words of ${subDeckId}: ${response.status()}`);
  return ((await response.json()) as { items: DeckWord[] }).items;
}

/** After each test of the group, the test server's clock back to real time (the clock is the whole server's). */
export function resetServerClockAfterEach(): void {
  test.afterEach(async ({ page }) => {
    await setServerClock(page, 0).catch(() => undefined);
  });
}

/** Moves the test server's clock (NODE_ENV=test only); 0 puts it back to real time. */
export async function setServerClock(page: Page, offsetMs: number): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/test/clock", { data: { offsetMs }, headers: { origin } });
  if (!response.ok()) throw new Error(`clock: ${response.status()}`);
}

/**
 * Answers the study prompt on screen the way a learner does, by typing or by choosing an option,
 * looking the answer up in the deck's words. Returns the format that was shown.
 */
export async function answerStudyPrompt(
  page: Page,
  words: readonly DeckWord[],
  options: { correct?: boolean; keys?: boolean } = {},
): Promise<"typing" | "multiple-choice"> {
  const correct = options.correct ?? true;
  const typing = page.getByRole("textbox", { name: /type the/i });
  const choices = page.getByRole("group", { name: /choose the|listen and choose/i });
  await expect(typing.or(choices)).toBeVisible();
  const prompt = (await page.getByTestId("study-prompt").textContent())?.trim() ?? "";
  const byOriginal = words.find((w) => w.originalWord === prompt);
  if (await typing.isVisible()) {
    if (!byOriginal) throw new Error(`no word "${prompt}" in the deck`);
    await typing.fill(correct ? byOriginal.translation : "definitely not this");
    // The keyboard, not the field: the field has focus after `fill`, and in a timed game the clock may end the
    // game between the two steps, when waiting for the field to press Enter in it would wait forever.
    await page.keyboard.press("Enter");
    return "typing";
  }
  const answer = byOriginal ? byOriginal.translation : words.find((w) => w.translation === prompt)?.originalWord;
  if (answer === undefined) throw new Error(`no word for prompt "${prompt}"`);
  const buttons = choices.getByRole("button");
  const labels = (await buttons.allTextContents()).map((t) => t.replace(/^\d/, "").trim());
  const pick = correct ? labels.indexOf(answer) : labels.findIndex((l) => l !== answer);
  if (pick < 0) throw new Error(`"${answer}" is not among ${JSON.stringify(labels)}`);
  // Keys 1–4 choose like a click.
  if (options.keys) await page.keyboard.press(String(pick + 1));
  else await buttons.nth(pick).click();
  return "multiple-choice";
}

/** A Learn New word answered right 5 times (rated Good) or, when `known`, marked "Already know". */
function learnAnswer(wordId: number, known: boolean, responseTimes: number[]) {
  return {
    wordId,
    correctCount: 5,
    reviewedCount: 5,
    gotWrong: false,
    alreadyKnow: known,
    responseTimes: known ? [] : responseTimes,
    difficultyScore: known ? 4 : 3,
    ratings: known ? [] : [3, 3, 3, 3, 3],
  };
}

/**
 * Saves a finished Learn New session through the API: each word answered correctly 5 times (rated
 * Good) or, with `alreadyKnow`, marked as known. A quick way to give a user learned words.
 */
export async function learnWordsViaApi(
  page: Page,
  subDeckId: string,
  wordIds: readonly number[],
  options: { alreadyKnow?: boolean } = {},
): Promise<void> {
  const origin = new URL(page.url()).origin;
  const known = options.alreadyKnow ?? false;
  const response = await page.request.post("/api/me/study-sessions", {
    headers: { origin },
    data: {
      sessionId: crypto.randomUUID(),
      subDeckId,
      sessionType: "LEARN",
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      durationSeconds: 60,
      words: wordIds.map((wordId) => learnAnswer(wordId, known, [1.5, 1.4, 1.2, 1.1, 1])),
    },
  });
  if (!response.ok()) throw new Error(`learning words failed: ${response.status()} ${await response.text()}`);
}

/**
 * A guest (TRY IT NOW) with the deck in their collection and its first `count` words learned
 * through the API; returns the deck's words. The set-up of most study journeys.
 */
export async function guestWithLearnedWords(...args: Parameters<typeof deckWithLearnedWords>): Promise<DeckWord[]> {
  await tryItNow(args[0]);
  return deckWithLearnedWords(...args);
}

/** The deck added to the signed-in user's collection; returns its words. */
export async function addDeckWithWords(page: Page, subDeckId: string): Promise<DeckWord[]> {
  await addDeckViaApi(page, subDeckId);
  return deckWords(page, subDeckId);
}

/** A guest (TRY IT NOW) with the deck in their collection; returns its words. */
export async function guestWithDeck(page: Page, subDeckId: string): Promise<DeckWord[]> {
  await tryItNow(page);
  return addDeckWithWords(page, subDeckId);
}

/** The deck added to the signed-in user's collection and its first `count` words learned; returns its words. */
export async function deckWithLearnedWords(
  page: Page,
  subDeckId: string,
  count = 5,
  options: { alreadyKnow?: boolean } = {},
): Promise<DeckWord[]> {
  const words = await addDeckWithWords(page, subDeckId);
  await learnWordsViaApi(
    page,
    subDeckId,
    words.slice(0, count).map((w) => w.id),
    options,
  );
  return words;
}

/**
 * Answers every prompt correctly until the Session Overview shows, continuing after each feedback
 * and rating Good (key 3) wherever the MANUAL difficulty card asks. Returns the formats seen and
 * the number of answers.
 */
export async function studyUntilOverview(
  page: Page,
  words: readonly DeckWord[],
  limit = 60,
  options: { keys?: boolean } = {},
): Promise<{ formats: Set<string>; answers: number; ratingCards: number }> {
  const formats = new Set<string>();
  let answers = 0;
  let ratingCards = 0;
  const overview = page.getByRole("heading", { name: "Session Overview" });
  while (!(await overview.isVisible())) {
    if (answers >= limit) throw new Error("the session did not end");
    formats.add(await answerStudyPrompt(page, words, { keys: options.keys }));
    answers += 1;
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    const rating = page.getByText("How difficult was this word?");
    await expect(rating.or(page.getByTestId("study-prompt")).or(overview).first()).toBeVisible();
    if (await rating.isVisible()) {
      ratingCards += 1;
      await page.keyboard.press("3");
    }
  }
  return { formats, answers, ratingCards };
}

// ---------------------------------------------------------------------------
// Registered users for the stats and forum journeys
// ---------------------------------------------------------------------------

/**
 * A new registered account (sign-up through the API, then the link of the newest verification
 * mail in the outbox), signed in through the login view: the page ends on /home.
 */
export async function registerAndSignIn(page: Page): Promise<TestAccount> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("baseURL is not set (playwright.config.ts sets it)");
  const account = await createVerifiedAccount(baseURL);
  await signInThroughUi(page, account.email, account.password);
  return account;
}

/**
 * Saves one finished Learn New session from the page's own context (the way the study screen
 * does, with the browser's time zone): adds the deck, then answers its first `learn` words right
 * 5 times each (rated Good) and marks the next `alreadyKnow` words as known.
 */
export async function saveLearnSessionInPage(
  page: Page,
  options: { subDeckId: string; learn: number; alreadyKnow?: number; durationSeconds: number },
): Promise<void> {
  const { subDeckId, learn, alreadyKnow = 0 } = options;
  const items = await deckWords(page, subDeckId);
  const answers = [
    ...items.slice(0, learn).map((w) => learnAnswer(w.id, false, [1, 1, 1, 1, 1])),
    ...items.slice(learn, learn + alreadyKnow).map((w) => learnAnswer(w.id, true, [])),
  ];
  const result = await page.evaluate(
    async ({ subDeckId, durationSeconds, answers }) => {
      const headers = {
        "content-type": "application/json",
        "x-time-zone": Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
      const added = await fetch("/api/me/decks", { method: "POST", headers, body: JSON.stringify({ subDeckId }) });
      const saved = await fetch("/api/me/study-sessions", {
        method: "POST",
        headers,
        body: JSON.stringify({
          sessionId: crypto.randomUUID(),
          subDeckId,
          sessionType: "LEARN",
          startedAt: new Date(Date.now() - durationSeconds * 1000).toISOString(),
          durationSeconds,
          words: answers,
        }),
      });
      return { added: added.status, saved: saved.status, text: await saved.text() };
    },
    { subDeckId, durationSeconds: options.durationSeconds, answers },
  );
  if (result.added !== 201 && result.added !== 409) throw new Error(`adding ${options.subDeckId}: ${result.added}`);
  if (result.saved !== 200) throw new Error(`saving the session: ${result.saved} ${result.text}`);
}

// ---------------------------------------------------------------------------
// Time Rush, Chinese writing practice, pronunciation audio
// ---------------------------------------------------------------------------

/** Stroke data of one character as /hanzi-data/{char}.json serves it (hanzi-writer-data format). */
export interface HanziStrokeData {
  strokes: string[];
  medians: number[][][];
}

/**
 * Draws strokes with the mouse on the writing area the way a learner traces them: each stroke
 * follows its median from the stroke data, in hanzi-writer's coordinates (1024 units, y up,
 * shown 300 × 300 px with 20 px padding). `strokes` picks which (default: all, in order);
 * `offset` shifts every point (px), to draw a wrong stroke.
 */
export async function drawHanziStrokes(
  page: Page,
  data: HanziStrokeData,
  options: { strokes?: number[]; offset?: { x: number; y: number } } = {},
): Promise<void> {
  const svg = page.getByTestId("hanzi-writer").locator("svg").first();
  await expect(svg).toBeVisible();
  const box = await svg.boundingBox();
  if (!box) throw new Error("the writing area has no box");
  const size = 300;
  const padding = 20;
  const scale = (size - 2 * padding) / 1024;
  const xOffset = padding;
  const yOffset = 124 * scale + padding;
  const toPage = ([x, y]: number[]) => ({
    x: box.x + x! * scale + xOffset + (options.offset?.x ?? 0),
    y: box.y + size - yOffset - y! * scale + (options.offset?.y ?? 0),
  });
  for (const index of options.strokes ?? data.medians.map((_, i) => i)) {
    const points = data.medians[index]!.map(toPage);
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 4 });
    await page.mouse.up();
    // hanzi-writer checks the stroke on mouse up and animates it in before the next.
    await page.waitForTimeout(150);
  }
}

/** The Time Rush stat shown under `label` (Score, Words, Best). */
export function timeRushStat(page: Page, label: "Score" | "Words" | "Best") {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}
