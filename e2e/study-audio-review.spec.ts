import { expect, type Page, test } from "@playwright/test";
import { guestWithLearnedWords } from "./fixtures";
import { answerByEar, type FakeSpeechMode, installFakeSpeech, spoken } from "./listening";

const DECK = "spanish-core-1";

/** The fake speech synthesis; the server answers that it has no recording of these words. */
async function fakeSpeech(page: Page, mode: FakeSpeechMode = "speaks") {
  // These journeys test the browser-speech provider: the server has no audio for these words.
  await page.route(
    (url) => url.pathname === "/api/audios",
    (route) => route.fulfill({ json: [] }),
  );
  await installFakeSpeech(page, mode);
}

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
      await answerByEar(page, word);
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
