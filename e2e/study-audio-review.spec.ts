import { expect, type Page, test } from "@playwright/test";
import { guestWithLearnedWords } from "./fixtures";

const DECK = "spanish-core-1";

/**
 * A stand-in for the browser's speech synthesis (headless Chromium has no voices): it records
 * what it was asked to say and starts speaking at once — or, with `mode`, fails or never starts.
 */
async function fakeSpeech(page: Page, mode: "speaks" | "fails" | "silent" = "speaks") {
  // These journeys test the browser-speech provider: the server has no audio for these words.
  await page.route(
    (url) => url.pathname === "/api/audios",
    (route) => route.fulfill({ json: [] }),
  );
  await page.addInitScript((behaviour) => {
    const w = window as unknown as { __spoken: { text: string; lang: string }[] };
    w.__spoken = [];
    class FakeUtterance {
      text: string;
      lang = "";
      voice: unknown = null;
      onstart: ((e: unknown) => void) | null = null;
      onend: ((e: unknown) => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => [],
        cancel: () => undefined,
        speak: (u: FakeUtterance) => {
          w.__spoken.push({ text: u.text, lang: u.lang });
          if (behaviour === "speaks") {
            setTimeout(() => u.onstart?.({}), 10);
            setTimeout(() => u.onend?.({}), 60);
          } else if (behaviour === "fails") setTimeout(() => u.onerror?.({ error: "synthesis-failed" }), 10);
        },
      },
    });
  }, mode);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);

test.describe("study: Audio Review", () => {
  // The fakes answer the page's own requests (page.route); a service worker's fetches would bypass them
  // and reach the server's real audio once it takes control of the page.
  test.use({ serviceWorkers: "block" });

  test("speaks each prompt in the deck's language as it appears (word hidden); the learner answers by ear", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await fakeSpeech(page);
    const words = await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });

    await page.goto(`/study/audio-review/${DECK}`);
    const overview = page.getByRole("heading", { name: "Session Overview" });
    for (let answered = 0; answered < 5; answered++) {
      await expect(page.getByRole("button", { name: "Play pronunciation" })).toBeVisible();
      // The word itself stays hidden until the answer is in.
      await expect(page.getByTestId("study-prompt")).toHaveCount(0);
      await expect.poll(async () => (await spoken(page)).length).toBe(answered + 1);
      const said = (await spoken(page)).at(-1)!;
      expect(said.lang).toBe("es-ES");
      const word = words.find((w) => w.originalWord === said.text)!;
      const typing = page.getByRole("textbox", { name: "Listen and type the meaning in English" });
      if (await typing.isVisible()) {
        await typing.fill(word.translation);
        await typing.press("Enter");
      } else {
        const options = page.getByRole("group", { name: "Listen and choose the meaning" }).getByRole("button");
        const labels = (await options.allTextContents()).map((t) => t.replace(/^\d/, "").trim());
        await page.keyboard.press(String(labels.indexOf(word.translation) + 1));
      }
      await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
      await expect(page.getByTestId("study-prompt")).toHaveText(word.originalWord);
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText("How difficult was this word?").waitFor();
      await page.keyboard.press("3");
    }
    await expect(overview).toBeVisible();
  });

  test("the audio button shows loading, then no audio when speech never starts; the word is shown instead", async ({
    page,
  }) => {
    await fakeSpeech(page, "silent");
    await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });
    await page.goto(`/study/audio-review/${DECK}`);
    await expect(page.getByRole("button", { name: "Loading audio..." })).toBeVisible();
    await expect(page.getByRole("button", { name: "No audio available for this word" }).first()).toBeVisible({
      timeout: 6000,
    });
    await expect(page.getByTestId("study-prompt")).toBeVisible();
  });

  test("a speech error marks the word as having no audio", async ({ page }) => {
    await fakeSpeech(page, "fails");
    await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });
    await page.goto(`/study/audio-review/${DECK}`);
    await expect(page.getByRole("button", { name: "No audio available for this word" }).first()).toBeVisible();
  });
});
