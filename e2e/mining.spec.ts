import { expect, test } from "@playwright/test";
import { createOwnDeckViaApi } from "./create-fixtures";
import { expectAccessibleInBothThemes, registerAndSignIn } from "./fixtures";

/** Three words as a mining tool sends them: the word, its reading, meaning, the sentence met and a recording. */
const MINED = [
  {
    word: "食べる",
    reading: "たべる",
    meaning: "to eat",
    sentence: "毎日ご飯を<b>食べる</b>。",
    meaningOf: "I eat rice every day.",
  },
  { word: "飲む", reading: "のむ", meaning: "to drink", sentence: "お茶を飲む。", meaningOf: "I drink tea." },
  { word: "読む", reading: "よむ", meaning: "to read", sentence: "本を読む。", meaningOf: "I read a book." },
];

/** A short silent WAV (8 kHz, 8-bit mono): a recording the browser can really play. */
function silentWav(seconds = 0.3): Buffer {
  const samples = Math.round(8000 * seconds);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

test.describe("mining: words from a connected tool land in Learn New", () => {
  test("create a key in Settings, add three words through /ankiconnect, study them with sentences and audio", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await registerAndSignIn(page);
    const deck = await createOwnDeckViaApi(page, {
      name: "Japanese mining",
      termLanguage: "ja",
      translationLanguage: "en",
      hasReading: true,
    });

    // Settings → Connected tools: name a tool, create its key, read it once.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const tools = page.getByRole("region", { name: "Connected tools" });
    await expect(tools.getByRole("textbox", { name: "AnkiConnect address" })).toHaveValue(`${baseURL}/ankiconnect`);
    await expect(tools.getByText("No tools connected yet.")).toBeVisible();
    await tools.getByRole("textbox", { name: "Tool name" }).fill("Yomitan");
    await tools.getByRole("button", { name: "Create key" }).click();
    const keyField = tools.getByRole("textbox", { name: "API key" });
    await expect(keyField).toHaveValue(/^lx_/);
    const key = await keyField.inputValue();
    await expect(tools.getByRole("list", { name: "Connected tools" }).getByRole("listitem")).toHaveCount(1);
    await expect(tools.getByText(/Never used/)).toBeVisible();
    await expectAccessibleInBothThemes(page, "Settings with a new key shown");
    await page.setViewportSize({ width: 375, height: 740 });
    await tools.screenshot({ path: test.info().outputPath("connected-tools-phone.png") });
    await page.setViewportSize({ width: 1280, height: 720 });
    await tools.getByRole("button", { name: "Done" }).click();
    await expect(keyField).toHaveCount(0);

    // The tool's side, as a script: the recording first, then the note that names it.
    const anki = async (action: string, params: Record<string, unknown>) => {
      const res = await page.request.post("/ankiconnect", { data: { action, version: 6, key, params } });
      expect(res.status()).toBe(200);
      const body = await res.json();
      expect(body.error).toBeNull();
      return body.result;
    };
    expect(await anki("deckNames", {})).toEqual(["Japanese mining"]);
    for (const [i, m] of MINED.entries()) {
      const filename = `yomitan_audio_${i}.wav`;
      await anki("storeMediaFile", { filename, data: silentWav().toString("base64") });
      const note = {
        deckName: "Japanese mining",
        modelName: "Lexistep Word",
        fields: {
          Word: m.word,
          Reading: m.reading,
          Meaning: m.meaning,
          Sentence: m.sentence,
          SentenceMeaning: m.meaningOf,
          WordAudio: `[sound:${filename}]`,
        },
      };
      expect(typeof (await anki("addNote", { note }))).toBe("number");
    }

    // The key now shows it was used.
    await page.reload();
    await expect(tools.getByText(/Last used/)).toBeVisible();

    // Home → the deck's card → its page says how many were mined this week.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page.getByRole("article", { name: "Japanese mining" }).getByRole("link", { name: "Japanese mining" }).click();
    await expect(page.getByTestId("mined-this-week")).toHaveText("3 mined this week");

    // Learn New presents each word with its sentence, and its recording is fetched to play.
    const recording = page.waitForResponse((res) => /\/api\/words\/\d+\/audio$/.test(res.url()) && res.status() < 300);
    await page.getByRole("link", { name: "Learn New" }).click();
    const prompt = page.getByRole("region", { name: "Prompt" });
    await expect(prompt.getByText("食べる", { exact: true })).toBeVisible();
    const sentence = prompt.getByRole("figure", { name: "Sentence" });
    await expect(sentence).toContainText("毎日ご飯を食べる。");
    await expect(sentence).toContainText("I eat rice every day.");
    await recording;
    await expect(prompt.getByRole("button", { name: "Play pronunciation" })).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(prompt.getByRole("figure", { name: "Sentence" })).toContainText("お茶を飲む。");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(prompt.getByRole("figure", { name: "Sentence" })).toContainText("本を読む。");
    expect(deck.id).toMatch(/^own-/);
  });
});
