import { expect, type Page } from "@playwright/test";

/** Helpers for the journeys that study by ear: a fake speech synthesis, and answering what was heard. */

/** What the fake speech synthesis does when asked to speak. */
export type FakeSpeechMode = "speaks" | "fails" | "silent";

/**
 * A stand-in for the browser's speech synthesis (headless Chromium has no voices): it records what it
 * was asked to say and starts speaking at once — or, with `mode`, fails or never starts.
 */
export async function installFakeSpeech(page: Page, mode: FakeSpeechMode = "speaks"): Promise<void> {
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

/** What the fake speech synthesis was asked to say, in order. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);

/**
 * Answers a listening prompt with the word's meaning, typed or chosen (by its number key), and waits for
 * "Correct!" with the word shown.
 */
export async function answerByEar(page: Page, word: { originalWord: string; translation: string }): Promise<void> {
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
}
