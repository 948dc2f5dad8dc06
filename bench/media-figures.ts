import crypto from "node:crypto";
import { benchAccount, buildBenchApp, guest, ms, ORIGIN, openTarget, percentile } from "./fixtures";

const FILE_BYTES = 5 * 1024 * 1024;
const FILES = Number(process.env.MEDIA_BENCH_FILES ?? 12);
const PLAYS = Number(process.env.MEDIA_BENCH_PLAYS ?? 12);

type BenchApp = Awaited<ReturnType<typeof buildBenchApp>>;

/** Another learner's `GET /api/me/decks`, back to back (20 ms apart), while `work` runs: its latencies. */
async function othersWhile(app: BenchApp, cookie: string, work: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      await app.inject({ method: "GET", url: "/api/me/decks", headers: { cookie } });
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await work();
  running = false;
  await loop;
  return latencies.sort((a, b) => a - b);
}

const summary = (sorted: number[]) =>
  `p95 ${ms(percentile(sorted, 95))}, median ${ms(percentile(sorted, 50))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (${sorted.length} requests)`;

/**
 * Figures for recordings and pictures: another learner's p95 while one learner stores 5 MiB files back to
 * back through `storeMediaFile`, and while a guest replays a public deck's 5 MiB recording.
 */
export async function measureMedia(): Promise<void> {
  for (const kind of ["embedded", "postgres"] as const) {
    const target = await openTarget(kind);
    if (!target) continue;
    const app = await buildBenchApp(target);
    const miner = await benchAccount(app, target);
    const other = await guest(app);
    const listener = await guest(app);
    const call = async (url: string, payload: unknown, method: "POST" | "PATCH" = "POST") =>
      app.inject({ method, url, headers: { origin: ORIGIN, cookie: miner.cookie }, payload: payload as object });
    const deck = (
      await call("/api/me/own-decks", { name: "Bench media", termLanguage: "ja", translationLanguage: "en" })
    ).json();
    await call(`/api/me/own-decks/${deck.id}`, { visibility: "public" }, "PATCH");
    const { key } = (await call("/api/me/connected-tools", { name: "bench" })).json();
    const anki = async (action: string, params: unknown) => {
      const body = (
        await app.inject({ method: "POST", url: "/ankiconnect", payload: { action, version: 6, key, params } })
      ).json();
      if (body.error !== null) throw new Error(`${action}: ${body.error}`);
      return body.result;
    };
    const idle = await othersWhile(app, other.cookie, () => new Promise((r) => setTimeout(r, 3000)));
    const storeTimes: number[] = [];
    const storing = await othersWhile(app, other.cookie, async () => {
      for (let i = 0; i < FILES; i++) {
        const data = crypto.randomBytes(FILE_BYTES).toString("base64");
        const t = performance.now();
        await anki("storeMediaFile", { filename: `bench_${i}.mp3`, data });
        storeTimes.push(performance.now() - t);
      }
    });
    const wordId = await anki("addNote", {
      note: {
        deckName: "Bench media",
        modelName: "Lexistep Word",
        fields: { Word: "音", Meaning: "sound", WordAudio: "[sound:bench_0.mp3]" },
      },
    });
    const replaying = await othersWhile(app, other.cookie, async () => {
      for (let i = 0; i < PLAYS; i++) {
        const res = await app.inject({
          method: "GET",
          url: `/api/words/${wordId}/audio`,
          headers: { cookie: listener.cookie },
        });
        if (res.statusCode !== 200 || res.rawPayload.length !== FILE_BYTES)
          throw new Error(`replay: ${res.statusCode}`);
      }
    });
    storeTimes.sort((a, b) => a - b);
    console.log(`media ${kind}: others idle ${summary(idle)}`);
    console.log(
      `media ${kind}: others while ${FILES} × 5 MiB storeMediaFile back to back ${summary(storing)}; each store median ${ms(percentile(storeTimes, 50))}`,
    );
    console.log(
      `media ${kind}: others while a guest replays a public 5 MiB recording ${PLAYS} times ${summary(replaying)}`,
    );
    await app.close();
    await target.database.close();
    await target.cleanup();
  }
}
