import { benchAccount, buildBenchApp, ms, ORIGIN, openTarget, percentile } from "./fixtures";

const NOTES = 200;
const AUDIO_BYTES = 30_000;
const PICTURE_BYTES = 120_000;

/**
 * Budget: `addNote` of a mined word naming two media files (its recording and a screenshot, stored just
 * before with `storeMediaFile`, as Yomitan does) in ≤ 50 ms p95 on the embedded database. The deck grows
 * past two set boundaries on the way, so the runs include re-splitting sets.
 */
export async function measureMining(): Promise<void> {
  for (const kind of ["embedded", "postgres"] as const) {
    const target = await openTarget(kind);
    if (!target) continue;
    const app = await buildBenchApp(target);
    const user = await benchAccount(app, target);
    const call = async (url: string, payload: unknown) =>
      app.inject({ method: "POST", url, headers: { origin: ORIGIN, cookie: user.cookie }, payload: payload as object });
    const deck = { name: "Bench mining", termLanguage: "ja", translationLanguage: "en", hasReading: true };
    if ((await call("/api/me/own-decks", deck)).statusCode !== 201) throw new Error("deck not created");
    const { key } = (await call("/api/me/connected-tools", { name: "bench" })).json();
    const anki = async (action: string, params: unknown) => {
      const res = await app.inject({
        method: "POST",
        url: "/ankiconnect",
        payload: { action, version: 6, key, params },
      });
      const body = res.json();
      if (body.error !== null) throw new Error(`${action}: ${body.error}`);
      return body.result;
    };
    const audio = Buffer.alloc(AUDIO_BYTES, 1).toString("base64");
    const picture = Buffer.alloc(PICTURE_BYTES, 2).toString("base64");
    const addTimes: number[] = [];
    const wholeTimes: number[] = [];
    for (let i = 0; i < NOTES; i++) {
      const start = performance.now();
      await anki("storeMediaFile", { filename: `bench_audio_${i}.mp3`, data: audio });
      await anki("storeMediaFile", { filename: `bench_shot_${i}.png`, data: picture });
      const note = {
        deckName: deck.name,
        modelName: "Lexistep Word",
        fields: {
          Word: `単語${i}`,
          Reading: `たんご${i}`,
          Meaning: `<ol><li>word ${i}</li></ol>`,
          Sentence: `これは単語${i}です。`,
          WordAudio: `[sound:bench_audio_${i}.mp3]`,
          Picture: `<img src="bench_shot_${i}.png">`,
        },
      };
      const t = performance.now();
      await anki("addNote", { note });
      const end = performance.now();
      addTimes.push(end - t);
      wholeTimes.push(end - start);
    }
    addTimes.sort((a, b) => a - b);
    wholeTimes.sort((a, b) => a - b);
    console.log(
      `ankiconnect addNote: p95 ${ms(percentile(addTimes, 95))} (${NOTES} notes, 2 media each) on ${kind}; ` +
        `median ${ms(percentile(addTimes, 50))}; with its two storeMediaFile calls p95 ${ms(percentile(wholeTimes, 95))}`,
    );
    await app.close();
    await target.database.close();
    await target.cleanup();
  }
}
