import http from "node:http";
import type { AddressInfo } from "node:net";
import { type BenchTarget, benchAccount, buildBenchApp, guest, ORIGIN, openTarget, percentile } from "./fixtures";

type App = Awaited<ReturnType<typeof buildBenchApp>>;

const HEAVY_WORDS = 50_000;
const REVIEWS_PER_WORD = 10;
/** An own deck holds at most 20,000 words: the heavy learner's words are in three decks. */
const DECK_SIZES = [20_000, 20_000, 10_000];

async function sql(target: BenchTarget, text: string) {
  await target.database.db.execute(text as never);
}

/** An own deck made through the API, its first set's id (words are added to it with SQL). */
async function ownDeck(app: App, cookie: string, name: string): Promise<{ id: string; set: string }> {
  const headers = { origin: ORIGIN, cookie, "content-type": "application/json" };
  const created = await app.inject({
    method: "POST",
    url: "/api/me/own-decks",
    headers,
    payload: JSON.stringify({ name, termLanguage: "fi", translationLanguage: "en" }),
  });
  const id = created.json().id as string;
  await app.inject({
    method: "POST",
    url: `/api/me/own-decks/${id}/words`,
    headers,
    payload: JSON.stringify({ words: [{ term: "alku", translation: "start" }] }),
  });
  return { id, set: `${id}-1` };
}

/** `count` words in the set, each learned with a progress row and `REVIEWS_PER_WORD` reviews, all in SQL. */
async function fillDeck(target: BenchTarget, userId: string, set: string, count: number) {
  await sql(
    target,
    `INSERT INTO words (sub_deck_id, key, "order", original_word, translation)
     SELECT '${set}', 'k' || g, g, 'sana ' || g, 'word number ' || g FROM generate_series(1, ${count}) g`,
  );
  await sql(
    target,
    `INSERT INTO user_word_progress (user_id, word_id, sub_deck_id, state, stability, difficulty, reps, scheduled_days,
       last_review, next_review, history_count, correct_count, reviewed_count)
     SELECT '${userId}', w.id, w.sub_deck_id, 2, 10 + w.id % 50, 5.5, ${REVIEWS_PER_WORD}, 15,
       now() - interval '5 days', now() + (w.id % 30) * interval '1 day', ${REVIEWS_PER_WORD}, 8, ${REVIEWS_PER_WORD}
     FROM words w WHERE w.sub_deck_id = '${set}'`,
  );
  await sql(
    target,
    `INSERT INTO review_logs (user_id, word_id, sub_deck_id, reviewed_at, kind, rating, mode, state_before, state, due,
       stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, actual_retention, duration_ms)
     SELECT '${userId}', w.id, w.sub_deck_id, now() - r * interval '10 days' - w.id * interval '1 second',
       CASE WHEN r = ${REVIEWS_PER_WORD} THEN 'learn' ELSE 'review' END, CASE WHEN r % 4 = 0 THEN 1 ELSE 3 END,
       'AUTOMATIC', CASE WHEN r = ${REVIEWS_PER_WORD} THEN 0 ELSE 2 END, 2, now(), 5 + r, 5.5, 10, 10, 10, 0, 1, 4000
     FROM words w, generate_series(1, ${REVIEWS_PER_WORD}) r WHERE w.sub_deck_id = '${set}'`,
  );
}

/** Downloads `url` over HTTP, counting the bytes and keeping none of them. */
function download(port: number, url: string, cookie: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: url, headers: { cookie } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/**
 * While `work` runs: the process's peak RSS over the start, and `GET /api/health` and another learner's
 * `GET /api/me/decks` every 100 ms (p95 and the slowest).
 */
export async function underLoad<T>(app: App, otherCookie: string, work: () => Promise<T>) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const rss = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  const latencies: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const [url, cookie] of [
        ["/api/health", ""],
        ["/api/me/decks", otherCookie],
      ] as const) {
        const t = performance.now();
        await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
        latencies.push(performance.now() - t);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t = performance.now();
  const result = await work();
  const seconds = (performance.now() - t) / 1000;
  sampling = false;
  await sampler;
  clearInterval(rss);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    result,
    seconds,
    rssMb: Math.round((rssPeak - rssBefore) / 1024 / 1024),
    p95: Math.round(percentile(sorted, 95)),
    slowest: Math.round(sorted.at(-1) ?? 0),
    samples: sorted.length,
  };
}

/**
 * Budget (issue 31): a heavy learner's exports (50,000 words, 500,000 reviews) stream from the database
 * with the server's RSS at most +600 MB, other learners' p95 ≤ 100 ms and no request over 2 s. One line
 * per export, in the same shape each run.
 */
export async function measureExports(): Promise<void> {
  const target = await openTarget("embedded");
  if (!target) return;
  const app = await buildBenchApp(target);
  const user = await benchAccount(app, target);
  const other = await guest(app);
  const built = performance.now();
  const decks = [];
  for (const [i, size] of DECK_SIZES.entries()) {
    const deck = await ownDeck(app, user.cookie, `Heavy ${i + 1}`);
    await fillDeck(target, user.id, deck.set, size);
    decks.push(deck);
  }
  console.log(`  (heavy learner written in ${((performance.now() - built) / 1000).toFixed(1)} s)`);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const reviews = HEAVY_WORDS * REVIEWS_PER_WORD;
  const runs: [string, string, string][] = [
    ["all-data", "/api/me/export", `${HEAVY_WORDS} words, ${reviews} reviews`],
    ["reviews csv", "/api/me/reviews/export", `${reviews} reviews`],
    ["deck csv", `/api/me/decks/${decks[0]!.id}/export?format=csv`, `${DECK_SIZES[0]! + 1} words`],
    [
      "deck apkg",
      `/api/me/decks/${decks[0]!.id}/export?format=apkg`,
      `${DECK_SIZES[0]! + 1} words, ${DECK_SIZES[0]! * REVIEWS_PER_WORD} reviews`,
    ],
  ];
  for (const [name, url, what] of runs) {
    const run = await underLoad(app, other.cookie, () => download(port, url, user.cookie));
    if (run.result.status !== 200) throw new Error(`${name} export answered ${run.result.status}`);
    console.log(
      `export ${name} embedded: ${what}, ${(run.result.bytes / 1024 / 1024).toFixed(1)} MB in ${run.seconds.toFixed(1)} s, peak RSS +${run.rssMb} MB, other requests p95 ${run.p95} ms, slowest ${run.slowest} ms (${run.samples} samples)`,
    );
  }
  await app.close();
  await target.database.close();
  await target.cleanup();
}
