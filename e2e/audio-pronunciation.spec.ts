import { expect, type Page, test } from "@playwright/test";
import { addDeckViaApi, guestWithLearnedWords, tryItNow } from "./fixtures";
import { answerByEar, installFakeSpeech, spoken } from "./listening";

/** Records the pronunciation audio the page plays (the element's source), and still plays it. */
async function recordPlayback(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    (window as unknown as { __played: string[] }).__played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return play.call(this);
    };
  });
}
/** The pronunciation files played (not the feedback sounds). */
const played = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: string[] }).__played.filter((p) => p.startsWith("/audio/")));

async function openWord(page: Page, deck: string, word: string) {
  await page.goto(`/decks/${deck}`);
  await page.getByRole("button", { name: /^Set 1\b/ }).click();
  await page.getByRole("button", { name: new RegExp(`^${word}`) }).click();
  return page.getByRole("dialog", { name: word });
}

test.describe("pronunciation audio", () => {
  // Requests these journeys fake (page.route) would bypass the fakes once a service worker controls the page.
  test.use({ serviceWorkers: "block" });

  test("the audio button on a Chinese word plays the shipped recording from our server", async ({ page }) => {
    await recordPlayback(page);
    await tryItNow(page);
    await addDeckViaApi(page, "chinese-hsk1-1");
    const dialog = await openWord(page, "chinese-hsk1-1", "的");
    const button = dialog.getByRole("button", { name: "Play pronunciation" });
    await expect(button).toBeVisible();

    const lookup = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/audios");
    const recording = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/audio/recorded/"));
    await button.click();
    const answer = await lookup;
    const query = new URL(answer.url()).searchParams;
    expect(query.get("language")).toBe("zh");
    expect(query.get("value")).toBe("的");
    const file = await recording;
    expect(decodeURIComponent(new URL(file.url()).pathname)).toBe("/audio/recorded/cmn/的.mp3");
    expect(file.ok()).toBe(true);
    expect(file.headers()["content-type"]).toContain("audio/mpeg");
    await expect.poll(() => played(page)).toEqual(["/audio/recorded/cmn/%E7%9A%84.mp3"]);
    // Played: the button is ready to play again.
    await expect(dialog.getByRole("button", { name: "Play pronunciation" })).toBeVisible();

    // A second play uses the lookup kept in memory: no new request to /api/audios.
    let lookups = 0;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/audios") lookups += 1;
    });
    await dialog.getByRole("button", { name: "Play pronunciation" }).click();
    await expect.poll(async () => (await played(page)).length).toBe(2);
    expect(lookups).toBe(0);
  });

  test("a word with no audio anywhere shows 'No audio available for this word' after failing, and isn't tried again", async ({
    page,
  }) => {
    await tryItNow(page);
    await addDeckViaApi(page, "chinese-hsk1-1");
    // The server has nothing for this word; headless Chromium has no voice to speak it either.
    let lookups = 0;
    await page.route(
      (url) => url.pathname === "/api/audios" && url.searchParams.get("value") === "了",
      async (route) => {
        lookups += 1;
        await route.fulfill({ json: [] });
      },
    );
    const dialog = await openWord(page, "chinese-hsk1-1", "了");
    await dialog.getByRole("button", { name: "Play pronunciation" }).click();
    await expect(dialog.getByRole("button", { name: "No audio available for this word" })).toBeVisible({
      timeout: 6000,
    });
    expect(lookups).toBe(1);

    // Remembered for 24 hours on this device: after a reload the button says so at once, without asking.
    const again = await openWord(page, "chinese-hsk1-1", "了");
    await expect(again.getByRole("button", { name: "No audio available for this word" })).toBeVisible();
    // aria-disabled: pressing it does nothing (forced past Playwright's own check).
    await again.getByRole("button", { name: "No audio available for this word" }).click({ force: true });
    expect(lookups).toBe(1);
    expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("audio-status") ?? "{}")))).toContain(
      "zh|了",
    );
  });

  test("Audio Review plays each prompt from the server as it appears, the word hidden until answered", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await recordPlayback(page);
    const words = await guestWithLearnedWords(page, "chinese-hsk1-1", 5, { alreadyKnow: true });
    await page.goto("/study/audio-review/chinese-hsk1-1");
    for (let answered = 0; answered < 2; answered++) {
      await expect.poll(async () => (await played(page)).length).toBe(answered + 1);
      await expect(page.getByRole("button", { name: "Play pronunciation" })).toBeVisible();
      await expect(page.getByTestId("study-prompt")).toHaveCount(0);
      const path = decodeURIComponent((await played(page)).at(-1)!);
      expect(path).toMatch(/^\/audio\/recorded\/cmn\/.+\.mp3$/);
      const original = path.slice("/audio/recorded/cmn/".length, -".mp3".length);
      const word = words.find((w) => w.originalWord === original)!;
      await answerByEar(page, word);
      // The feedback has the word's audio button too.
      await expect(page.getByRole("button", { name: "Play pronunciation" })).toBeVisible();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText("How difficult was this word?").waitFor();
      // …and so does the difficulty rating card.
      await expect(page.getByRole("button", { name: "Play pronunciation" })).toBeVisible();
      await page.keyboard.press("3");
    }
  });

  test("when the server has no audio, the browser speaks the word in the deck's language", async ({ page }) => {
    await installFakeSpeech(page);
    await page.route(
      (url) => url.pathname === "/api/audios",
      (route) => route.fulfill({ json: [] }),
    );
    const words = await guestWithLearnedWords(page, "spanish-core-1", 5, { alreadyKnow: true });
    await page.goto("/study/audio-review/spanish-core-1");
    await expect.poll(async () => (await spoken(page)).length).toBe(1);
    const said = (await spoken(page))[0]!;
    expect(said.lang).toBe("es-ES");
    expect(words.map((w) => w.originalWord)).toContain(said.text);
    await expect(page.getByRole("button", { name: "Play pronunciation" })).toBeVisible();
    await expect(page.getByTestId("study-prompt")).toHaveCount(0);
  });
});
